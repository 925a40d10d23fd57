// The /search/ page of the local index: full result list for ?q=, a version choice per docs instance, more on scroll.
import React, {useEffect, useMemo, useRef, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import {useAllDocsData, useDocsPreferredVersionByPluginId} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider, PageMetadata, useSearchQueryString} from '@docusaurus/theme-common';
import {searchPages, type PageSearchResult} from '../../client/adapter';
import {cleanQuery} from '../../client/query';
import {valueAfterPaste} from '../../client/paste';
import {maxQueryLength} from '../../searchConfig';
import {contextualFacetFilters, docsVersionTag} from '../../client/contextualFilters';
import {safeExcerpt} from '../../client/highlight';
import {useSearchIndex} from '../../client/useSearchIndex';
import {modalTranslations} from '../../client/texts';
import {versionFromQuery, withVersion} from '../../client/versionChoice';
import type {PagefindResultData} from '../../client/pagefindTypes';
import {
  documentsFoundText,
  noResultsText,
  searchButtonLabel,
  searchButtonText,
  searchPageDescription,
  searchPageTitle,
  versionSelectLabel,
} from './texts';
import styles from './styles.module.css';

/** Docs instances readers can pick a version of (the test fixtures are not indexed). */
const excludedDocsInstances = new Set(['docs-tests']);
const pageSize = 10;

type Status = 'idle' | 'loading' | 'done' | 'error';

/**
 * The version searched per docs instance: the one named in the URL query, else
 * the reader's preferred version, else the latest. Until hydration ends the
 * query is not read, so the first client render matches the server's HTML.
 */
function useVersionChoices() {
  const allDocsData = useAllDocsData();
  const preferred = useDocsPreferredVersionByPluginId();
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const search = useLocation().search;
  const instances = Object.entries(allDocsData).filter(([pluginId]) => !excludedDocsInstances.has(pluginId));
  const chosen: Record<string, string> = Object.fromEntries(
    instances.map(([pluginId, data]) => {
      const fallback = (preferred[pluginId] ?? data.versions.find((version) => version.isLast) ?? data.versions[0]!)
        .name;
      const names = data.versions.map((version) => version.name);
      return [pluginId, versionFromQuery(isBrowser ? search : '', pluginId, names, fallback)];
    }),
  );
  // Written with replace, like ?q=: the choice refines the current search rather than starting a new page.
  const choose = (pluginId: string, version: string) =>
    history.replace({...history.location, search: withVersion(history.location.search, pluginId, version)});
  return {instances, chosen, choose};
}

function SearchPageContent(): JSX.Element {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const loadIndex = useSearchIndex();
  const isBrowser = useIsBrowser();
  const [urlQuery, setQuery] = useSearchQueryString();
  // The server renders /search/ without a query string. Reading ?q= only after
  // hydration keeps the first client render equal to that HTML (otherwise React
  // reports hydration errors #418/#423/#425 and re-renders from scratch); the
  // query then applies in the next render.
  const query = isBrowser ? urlQuery : '';
  const [input, setInput] = useState(query);
  const {instances, chosen, choose} = useVersionChoices();
  const [status, setStatus] = useState<Status>('idle');
  const [found, setFound] = useState<PageSearchResult | null>(null);
  const [pages, setPages] = useState<PagefindResultData[]>([]);
  const loadingMore = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const errorTexts = modalTranslations().errorScreen!;

  // Keyed by value: `chosen` is a new object on every render.
  const chosenKey = JSON.stringify(chosen);
  const tags = useMemo(
    () => [
      'default',
      ...Object.entries(JSON.parse(chosenKey) as Record<string, string>).map(([pluginId, version]) =>
        docsVersionTag(pluginId, version),
      ),
    ],
    [chosenKey],
  );

  // Keep the box in step with the URL (back/forward, links to ?q=).
  useEffect(() => setInput(query), [query]);

  // Typing updates ?q= after a short pause, so the URL can be shared at any time.
  useEffect(() => {
    if (input === query) {
      return undefined;
    }
    const timer = window.setTimeout(() => setQuery(input), 250);
    return () => window.clearTimeout(timer);
  }, [input, query, setQuery]);

  useEffect(() => {
    let cancelled = false;
    if (cleanQuery(query) === '') {
      setPages([]);
      setFound(null);
      setStatus('idle');
      return undefined;
    }
    // The previous results stay until the new ones arrive, so the page keeps its height and the reader's place.
    setStatus('loading');
    (async () => {
      try {
        const facetFilters = contextualFacetFilters(currentLocale, tags);
        const result = await searchPages(await loadIndex(facetFilters), query, facetFilters);
        const first = await result.load(0, pageSize);
        if (!cancelled) {
          setFound(result);
          setPages(first);
          setStatus('done');
        }
      } catch {
        if (!cancelled) {
          setStatus('error');
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [query, tags, currentLocale, loadIndex]);

  // More results when the end of the list scrolls into view.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !found || pages.length >= found.total) {
      return undefined;
    }
    const observer = new IntersectionObserver(async (entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || loadingMore.current) {
        return;
      }
      loadingMore.current = true;
      try {
        const more = await found.load(pages.length, pageSize);
        setPages((current) => [...current, ...more]);
      } finally {
        loadingMore.current = false;
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [found, pages.length]);

  // Shown as searched: bidi controls in a pasted query would otherwise reorder the heading.
  const title = searchPageTitle(cleanQuery(query));
  return (
    <>
      <PageMetadata title={title} description={searchPageDescription} />
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        {/* Results follow the typing; the button (or Enter) searches at once. Without JavaScript the
            form still works: a GET of /search/?q=… */}
        <form
          className={styles.form}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(input);
          }}>
          <input
            type="search"
            name="q"
            className={styles.input}
            aria-label={title}
            placeholder="Type your search here"
            value={input}
            autoComplete="off"
            onChange={(event) => setInput(event.target.value)}
            // A pasted log longer than a query (or of several lines, which the box would run together) goes in
            // as its telling words, as in the dialog (../../client/paste.ts).
            onPaste={(event) => {
              const value = valueAfterPaste(
                event.currentTarget,
                event.clipboardData.getData('text/plain'),
                maxQueryLength,
              );
              if (value !== undefined) {
                event.preventDefault();
                setInput(value);
              }
            }}
          />
          <button type="submit" className="button button--primary" aria-label={searchButtonLabel()}>
            {searchButtonText()}
          </button>
          {instances
            .filter(([, data]) => data.versions.length > 1)
            .map(([pluginId, data]) => (
              <label key={pluginId} className={styles.versionLabel}>
                {versionSelectLabel(pluginId)}
                <select
                  className={styles.select}
                  value={chosen[pluginId]}
                  onChange={(event) => choose(pluginId, event.target.value)}>
                  {data.versions.map((version) => (
                    <option key={version.name} value={version.name}>
                      {version.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
        </form>
        <p className={styles.summary} aria-live="polite">
          {status === 'done' && found
            ? found.total === 0
              ? noResultsText(cleanQuery(query))
              : documentsFoundText(found.total)
            : null}
        </p>
        {status === 'error' && (
          <div className="alert alert--danger" role="alert">
            <strong>{errorTexts.titleText}</strong> {errorTexts.helpText}
          </div>
        )}
        <ol className={styles.results}>
          {pages.map((page) => (
            <li key={page.url} className={styles.result}>
              <Heading as="h2" className={styles.resultTitle}>
                <Link to={page.url}>{page.meta.title ?? page.url}</Link>
              </Heading>
              <p className={styles.resultSection}>{page.meta.lvl0}</p>
              <p className={styles.excerpt} dangerouslySetInnerHTML={{__html: safeExcerpt(page.excerpt)}} />
            </li>
          ))}
        </ol>
        {found && pages.length < found.total && (
          <div ref={sentinel} className={styles.loadingMore}>
            Loading more results…
          </div>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): JSX.Element {
  // The docs hooks need the providers that Layout sets up.
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
