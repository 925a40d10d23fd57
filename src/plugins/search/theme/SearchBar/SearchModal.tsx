// Loaded on demand by ./index.tsx: the DocSearch modal with its styles, answered by the local index.
import React, {useMemo} from 'react';
import {DocSearchModal, type DocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {createPagefindSearchClient} from '../../client/adapter';
import {contextualFacetFilters} from '../../client/contextualFilters';
import {loadPagefind} from '../../client/loadPagefind';
import {modalTranslations, searchPlaceholder, seeAllResultsText} from '../../client/texts';
import {missingResultsUrl, searchPageUrl} from '../../searchConfig';
import '@docsearch/css';
import './modal.css';

export interface SearchModalProps {
  indexBaseUrl: string;
  onClose: () => void;
}

function HitLink({hit, children}: {hit: {url: string}; children: React.ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchModal({indexBaseUrl, onClose}: SearchModalProps): JSX.Element {
  const history = useHistory();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {locale, tags} = useContextualSearchFilters();
  const searchParameters = useMemo(() => ({facetFilters: contextualFacetFilters(locale, tags)}), [locale, tags]);
  const client = useMemo(() => createPagefindSearchClient(() => loadPagefind(indexBaseUrl)), [indexBaseUrl]);

  return (
    <DocSearchModal
      // DocSearch needs Algolia credentials to build its client; ours never reaches Algolia.
      appId="local"
      apiKey="local"
      indexName="pagefind"
      placeholder={searchPlaceholder()}
      translations={modalTranslations()}
      searchParameters={searchParameters}
      initialScrollY={window.scrollY}
      onClose={onClose}
      transformSearchClient={() => client as never}
      navigator={{
        navigate({itemUrl}) {
          history.push(itemUrl);
        },
      }}
      hitComponent={HitLink as (props: {hit: DocSearchHit; children: React.ReactNode}) => JSX.Element}
      getMissingResultsUrl={({query}) => missingResultsUrl(query)}
      resultsFooterComponent={({state}) => (
        <Link to={searchPageUrl(baseUrl, state.query)} onClick={onClose}>
          {seeAllResultsText(Number(state.context.nbHits ?? 0))}
        </Link>
      )}
    />
  );
}
