import React from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Feature {
  title: string;
  body: string;
  link: {to: string; label: string};
}

const features: Feature[] = [
  {
    title: 'Write in Markdown, reach for React',
    body: 'Pages are Markdown files you can review like code. When prose is not enough, MDX lets you drop interactive React components into any page.',
    link: {to: '/docs/', label: 'How docs work'},
  },
  {
    title: 'Versions and languages built in',
    body: 'Freeze the docs of each release with one command, and translate every page and theme string while keeping one source of truth.',
    link: {to: '/docs/cli/', label: 'The versioning command'},
  },
  {
    title: 'Static output, fast everywhere',
    body: 'Every route is rendered to HTML at build time, then hydrated into a single-page app. Host it on any static server or CDN.',
    link: {to: '/docs/installation/', label: 'Build your first site'},
  },
];

export default function HomepageFeatures(): React.ReactNode {
  return (
    <section className={styles.features} aria-label="Main features">
      <div className="container">
        <div className="row">
          {features.map((feature) => (
            <div key={feature.title} className="col col--4">
              <Heading as="h2" className={styles.title}>
                {feature.title}
              </Heading>
              <p>{feature.body}</p>
              <Link to={feature.link.to}>{feature.link.label}</Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
