import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {showcaseSites, showcaseTags, sortSites, type ShowcaseSite} from '@site/src/data/showcase';
import styles from './showcase.module.css';

function SiteCard({site}: {site: ShowcaseSite}) {
  return (
    <li className={`card ${styles.card}`}>
      <div className="card__body">
        <Heading as="h3">
          <Link href={site.url}>{site.name}</Link>
        </Heading>
        <p>{site.description}</p>
      </div>
      <div className="card__footer">
        <ul className={styles.tags} aria-label="Tags">
          {site.tags.map((tag) => (
            <li key={tag} className="badge badge--secondary" title={showcaseTags[tag].description}>
              {showcaseTags[tag].label}
            </li>
          ))}
        </ul>
        {site.source && (
          <Link className={styles.source} href={site.source}>
            Source
          </Link>
        )}
      </div>
    </li>
  );
}

export default function Showcase(): React.ReactNode {
  const sites = sortSites(showcaseSites);
  return (
    <Layout
      title="Showcase"
      description="Public websites built with Docusaurus, from open-source libraries to product documentation.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Showcase</Heading>
        <p>
          Real sites built with Docusaurus. Open one next to its source to see how a feature is configured in practice.
        </p>
        <p className={styles.count}>{sites.length} sites</p>
        <ul className={styles.grid}>
          {sites.map((site) => (
            <SiteCard key={site.name} site={site} />
          ))}
        </ul>
      </main>
    </Layout>
  );
}
