import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import styles from './index.module.css';

function Hero() {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className="container">
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/showcase/">
            See sites built with it
          </Link>
        </div>
      </div>
    </header>
  );
}

function QuickStart() {
  return (
    <section className={clsx('container', styles.quickStart)} aria-labelledby="quick-start">
      <Heading as="h2" id="quick-start">
        Start a site with one command
      </Heading>
      <p>You need Node.js 18 or newer. The command creates a project from the classic template and installs it.</p>
      <CodeBlock language="bash">npx create-docusaurus@latest my-website classic</CodeBlock>
      <p>
        Then run <code>npm run start</code> inside <code>my-website</code> and open the address it prints.{' '}
        <Link to="/docs/installation/">Read the installation guide</Link> for what each generated file does.
      </p>
    </section>
  );
}

export default function Home(): React.ReactNode {
  return (
    <Layout
      title="Build optimized documentation websites"
      description="Docusaurus is a static-site generator for documentation: Markdown and React, versioned docs, a blog, search and translations.">
      <Hero />
      <main>
        <QuickStart />
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
