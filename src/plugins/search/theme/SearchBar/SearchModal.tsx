// Loaded on demand by ./index.tsx: the DocSearch modal with its styles, answered by the local index.
import React, {useEffect, useMemo, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal, type DocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import SiteStorage from '@generated/site-storage';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {createPagefindSearchClient} from '../../client/adapter';
import {contextualFacetFilters} from '../../client/contextualFilters';
import {useSearchIndex} from '../../client/useSearchIndex';
import {docSearchIndexName, storedSearchesRules} from '../../client/storedSearches';
import {validateStorage} from '../../../../clientModules/storageValidationCore';
import {modalTranslations, searchPlaceholder, seeAllResultsText} from '../../client/texts';
import {docSearchInputLimit, valueAfterPaste} from '../../client/paste';
import {missingResultsUrl, searchPageUrl} from '../../searchConfig';
import '@docsearch/css';
import './modal.css';

export interface SearchModalProps {
  onClose: () => void;
}

function HitLink({hit, children}: {hit: {url: string}; children: React.ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

/**
 * DocSearch 3.9 shows its error screen only while its status is "error", and
 * autocomplete-core 1.17.9 resets the status to "idle" as soon as the failed
 * request settles, so the screen never stays. This renders the same screen,
 * with DocSearch's classes and texts, inside the modal's dropdown; modal.css
 * hides DocSearch's own (empty) screen while it is there.
 */
function FailureScreen() {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    const find = () => setDropdown(document.querySelector('.DocSearch-Modal .DocSearch-Dropdown'));
    find();
    const timer = window.setInterval(find, 100);
    return () => window.clearInterval(timer);
  }, []);
  const texts = modalTranslations().errorScreen!;
  if (!dropdown) {
    return null;
  }
  return createPortal(
    <div className="DocSearch-ErrorScreen local-search-error">
      <p className="DocSearch-Title">{texts.titleText}</p>
      <p className="DocSearch-Help">{texts.helpText}</p>
    </div>,
    dropdown,
  );
}

/**
 * DocSearch parses its stored lists on every render and renders their text as
 * HTML. The boot-time check (clientModules/storageValidation) may be stale by
 * now (another tab, devtools), so the lists are checked again right before
 * DocSearch reads them.
 */
function repairStoredSearches(): void {
  validateStorage(() => window.localStorage, storedSearchesRules(SiteStorage.namespace), SiteStorage.namespace);
}

/** If DocSearch still fails to render, the modal says so and can be closed; the navbar item stays. */
function ModalFailure({tryAgain, onClose}: {tryAgain: () => void; onClose: () => void}) {
  const texts = modalTranslations().errorScreen!;
  return (
    <div className="DocSearch-Container" role="presentation" onClick={onClose}>
      <div
        className="DocSearch-Modal local-search-crash"
        role="dialog"
        aria-modal="true"
        onClick={(event) => event.stopPropagation()}>
        <div className="DocSearch-Dropdown">
          <div className="DocSearch-ErrorScreen local-search-error">
            <p className="DocSearch-Title">{texts.titleText}</p>
            <p className="DocSearch-Help">
              <button
                type="button"
                className="button button--link"
                onClick={() => {
                  repairStoredSearches();
                  tryAgain();
                }}>
                Try again
              </button>
              <button type="button" className="button button--link" onClick={onClose}>
                Close
              </button>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}

export default function SearchModal(props: SearchModalProps): JSX.Element {
  // Before the first render of DocSearch, which reads the lists during render.
  useState(repairStoredSearches);
  return (
    <ErrorBoundary fallback={({tryAgain}) => <ModalFailure tryAgain={tryAgain} onClose={props.onClose} />}>
      <LocalSearchModal {...props} />
    </ErrorBoundary>
  );
}

function LocalSearchModal({onClose}: SearchModalProps): JSX.Element {
  const history = useHistory();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {locale, tags} = useContextualSearchFilters();
  const searchParameters = useMemo(() => ({facetFilters: contextualFacetFilters(locale, tags)}), [locale, tags]);
  const [failed, setFailed] = useState(false);
  const loadIndex = useSearchIndex();
  const client = useMemo(() => createPagefindSearchClient(loadIndex, setFailed), [loadIndex]);

  // An emptied query shows the start screen again, not an old failure.
  useEffect(() => {
    function onInput(event: Event) {
      const target = event.target as HTMLInputElement | null;
      if (target?.classList.contains('DocSearch-Input') && target.value === '') {
        setFailed(false);
      }
    }
    document.addEventListener('input', onInput);
    return () => document.removeEventListener('input', onInput);
  }, []);

  // A long pasted error keeps its meaning: DocSearch's input would cut it at 64 characters (../../client/paste.ts).
  useEffect(() => {
    function onPaste(event: ClipboardEvent) {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.classList.contains('DocSearch-Input')) {
        return;
      }
      const limit = input.maxLength > 0 ? input.maxLength : docSearchInputLimit;
      const value = valueAfterPaste(input, event.clipboardData?.getData('text/plain') ?? '', limit);
      if (value === undefined) {
        return;
      }
      event.preventDefault();
      // Through the native setter and an input event, as typing does: DocSearch reads the input's value in its
      // change handler (React ignores a value set directly on a controlled input).
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
    document.addEventListener('paste', onPaste, true);
    return () => document.removeEventListener('paste', onPaste, true);
  }, []);

  return (
    <>
      {failed && <FailureScreen />}
      <DocSearchModal
        // DocSearch needs Algolia credentials to build its client; ours never reaches Algolia.
        appId="local"
        apiKey="local"
        // Namespaced like the site's own keys: DocSearch names its storage keys after the index.
        indexName={docSearchIndexName(SiteStorage.namespace)}
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
    </>
  );
}
