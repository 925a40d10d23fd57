import React from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {MarkdownToReact, RichMarkdown, StaticAndFast, VersionsAndLanguages} from './illustrations';
import styles from './styles.module.css';

interface Feature {
  title: string;
  body: string;
  Illustration: (props: React.SVGProps<SVGSVGElement>) => React.ReactNode;
  link: {to: string; label: string};
}

const features: Feature[] = [
  {
    title: 'Write in Markdown, reach for React',
    body: 'Pages are Markdown files you can review like code. When prose is not enough, MDX lets you drop interactive React components into any page.',
    Illustration: MarkdownToReact,
    link: {to: '/docs/', label: 'How docs work'},
  },
  {
    title: 'Versions and languages built in',
    body: 'Freeze the docs of each release with one command, and translate every page and theme string while keeping one source of truth.',
    Illustration: VersionsAndLanguages,
    link: {to: '/docs/cli/', label: 'The versioning command'},
  },
  {
    title: 'Static output, fast everywhere',
    body: 'Every route is rendered to HTML at build time, then hydrated into a single-page app. Host it on any static server or CDN.',
    Illustration: StaticAndFast,
    link: {to: '/docs/installation/', label: 'Build your first site'},
  },
  {
    title: 'More than plain Markdown',
    body: 'Admonitions, tabs, titled code blocks with highlighted lines, Mermaid diagrams and maths all come from the same Markdown files, with no extra tooling.',
    Illustration: RichMarkdown,
    link: {to: '/docs/markdown-features/', label: 'Markdown features'},
  },
];

export default function HomepageFeatures(): React.ReactNode {
  return (
    <section className={styles.features} aria-labelledby="main-features">
      <div className="container">
        <Heading as="h2" id="main-features" className={styles.sectionTitle}>
          What you get
        </Heading>
        <div className={styles.grid}>
          {features.map(({title, body, Illustration, link}) => (
            <article key={title} className={styles.feature}>
              <Illustration className={styles.illustration} aria-hidden="true" />
              <Heading as="h3" className={styles.title}>
                {title}
              </Heading>
              <p>{body}</p>
              <Link to={link.to}>{link.label}</Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
