import React, {useId} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {
  addYourSiteUrl,
  showcaseSites,
  showcaseTags,
  sortSites,
  type ShowcaseSite,
  type ShowcaseTagKey,
} from '@site/src/data/showcase';
import {defaultFilter, filterSites, toggleTag, type FilterOperator} from '@site/src/data/showcaseFilter';
import SitePreview from '@site/src/components/Showcase/SitePreview';
import {useShowcaseFilter} from '@site/src/components/Showcase/useShowcaseFilter';
import styles from './showcase.module.css';

const sortedSites = sortSites(showcaseSites);
const tagKeys = Object.keys(showcaseTags) as ShowcaseTagKey[];
/** How many sites carry each tag, shown beside the tag so an empty filter is no surprise. */
const tagCounts = Object.fromEntries(
  tagKeys.map((tag) => [tag, showcaseSites.filter((site) => site.tags.includes(tag)).length]),
) as Record<ShowcaseTagKey, number>;

function SiteCard({site}: {site: ShowcaseSite}) {
  return (
    <li className={clsx('card', styles.card)} data-testid="showcase-card">
      <Link href={site.url} className={styles.preview} tabIndex={-1} aria-hidden="true">
        <SitePreview name={site.name} />
      </Link>
      <div className="card__body">
        <Heading as="h3" className={styles.name}>
          <Link href={site.url}>{site.name}</Link>
        </Heading>
        <p>{site.description}</p>
      </div>
      <div className={clsx('card__footer', styles.footer)}>
        <ul className={styles.tags} aria-label="Tags">
          {site.tags.map((tag) => (
            <li key={tag} className="badge badge--secondary" title={showcaseTags[tag].description}>
              {showcaseTags[tag].label}
            </li>
          ))}
        </ul>
        {site.source && (
          <Link className={styles.source} href={site.source}>
            Source<span className={styles.visuallyHidden}> of {site.name}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

function Filters({shown}: {shown: number}) {
  const [filter, setFilter] = useShowcaseFilter();
  const searchId = useId();
  const setOperator = (operator: FilterOperator) => setFilter({...filter, operator});
  const isDefault = filter.tags.length === 0 && filter.name === '' && filter.operator === defaultFilter.operator;
  return (
    <section className={styles.filters} aria-label="Filters">
      <div className={styles.filterHeader}>
        <Heading as="h2" className={styles.filterTitle}>
          Filters
        </Heading>
        <p className={styles.count} role="status" data-testid="showcase-count">
          {shown === 1 ? '1 site' : `${shown} sites`} shown of {showcaseSites.length}
        </p>
        <div className={styles.operator} role="group" aria-label="Match sites that have">
          {(['OR', 'AND'] as const).map((operator) => (
            <button
              key={operator}
              type="button"
              className={clsx(
                'button button--sm',
                filter.operator === operator ? 'button--primary' : 'button--secondary',
              )}
              aria-pressed={filter.operator === operator}
              title={operator === 'AND' ? 'Sites having every selected tag' : 'Sites having any selected tag'}
              onClick={() => setOperator(operator)}>
              {operator === 'AND' ? 'All tags (AND)' : 'Any tag (OR)'}
            </button>
          ))}
        </div>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus, and the reader who just cleared stays on it. */}
        <button
          type="button"
          className={clsx('button button--sm button--link', styles.clearFilters)}
          aria-disabled={isDefault}
          onClick={() => {
            if (!isDefault) {
              setFilter(defaultFilter);
            }
          }}>
          Clear filters
        </button>
      </div>
      <ul className={styles.tagFilters} aria-label="Filter by tag">
        {tagKeys.map((tag) => {
          const selected = filter.tags.includes(tag);
          return (
            <li key={tag}>
              <button
                type="button"
                className={clsx(styles.tagToggle, selected && styles.tagToggleOn)}
                aria-pressed={selected}
                title={showcaseTags[tag].description}
                onClick={() => setFilter(toggleTag(filter, tag))}>
                {showcaseTags[tag].label}
                <span className={styles.tagCount} aria-hidden="true">
                  {tagCounts[tag]}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <label htmlFor={searchId} className={styles.searchLabel}>
        Site name
      </label>
      <input
        id={searchId}
        type="search"
        className={styles.search}
        placeholder="Filter by name"
        value={filter.name}
        // Typing replaces the history entry instead of adding one per keystroke.
        onChange={(event) => setFilter({...filter, name: event.target.value}, {push: false})}
      />
    </section>
  );
}

function ShowcaseResults() {
  const [filter] = useShowcaseFilter();
  const sites = filterSites(sortedSites, filter);
  return (
    <>
      <Filters shown={sites.length} />
      {sites.length === 0 ? (
        <p className={styles.empty}>No site matches these filters. Try “Any tag (OR)”, fewer tags or a shorter name.</p>
      ) : (
        <ul className={styles.grid} aria-label="Sites">
          {sites.map((site) => (
            <SiteCard key={site.name} site={site} />
          ))}
        </ul>
      )}
    </>
  );
}

export default function Showcase(): React.ReactNode {
  return (
    <Layout
      title="Showcase"
      description="Public websites built with Docusaurus, from open-source libraries to product documentation, filterable by feature.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Showcase</Heading>
        <p className={styles.lead}>
          Real sites built with Docusaurus. Filter them by what they do, then open one next to its source to see how a
          feature is configured in practice. The preview cards are drawn for this page; visit a site to see its real
          design.
        </p>
        <p>
          Built a site with Docusaurus? <Link href={addYourSiteUrl}>Add it to the showcase</Link>: open a pull request
          that adds an entry to the showcase data file, with the site’s name, address, a short description, its tags and
          a screenshot.
        </p>
        <ShowcaseResults />
      </main>
    </Layout>
  );
}
