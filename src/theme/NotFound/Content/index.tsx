// Overrides the theme's 404 body to point lost readers somewhere useful instead of only apologising (and to give the page a meta description).
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import {notFoundDescription} from '@site/src/data/pageTexts';
import {builtVersions, canary} from '@site/config/releases.mjs';
import {crossSiteLink, testsBaseUrl} from '@site/config/crossSite.mjs';
import styles from './styles.module.css';

/** The main site's pages: in the test area's own site (tests-area/), links across to them. */
interface Destination {
  to: string;
  label: string;
  hint: string;
}

const destinations: Destination[] = [
  {to: '/', label: 'Home page', hint: 'Start again from the overview.'},
  {to: '/docs/', label: 'Documentation', hint: `Guides for the upcoming version (${canary.label}).`},
  {to: '/versions/', label: 'All versions', hint: `Docs of ${builtVersions.join(', ')} and older releases.`},
  {to: '/blog/', label: 'Blog', hint: 'Release notes and announcements.'},
  {to: '/search/', label: 'Search', hint: 'Look the topic up across the docs, blog and changelog.'},
];

export default function NotFoundContent({className}: Props): React.ReactNode {
  const inTestArea = useDocusaurusContext().siteConfig.baseUrl === testsBaseUrl;
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata description={notFoundDescription} />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the docs were reorganised, or the link has a typo.
          </p>
          <p>Search for it, or go to one of these pages:</p>
          <ul className={styles.destinations}>
            {destinations.map((destination) => (
              <li key={destination.to}>
                <Link {...(inTestArea ? crossSiteLink(destination.to) : {to: destination.to})}>
                  {destination.label}
                </Link>
                <span className={styles.hint}> — {destination.hint}</span>
              </li>
            ))}
          </ul>
          <p>
            If a link on this site brought you here, please{' '}
            <Link href="https://github.com/facebook/docusaurus/issues/new?template=documentation.yml">
              report the broken link
            </Link>
            .
          </p>
        </div>
      </div>
    </main>
  );
}
