import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import CopyCommand from '@site/src/components/CopyCommand';
import LatestPosts from '@site/src/components/LatestPosts';
import styles from './index.module.css';

const quickStartCommand = 'npx create-docusaurus@latest my-website classic';

function Hero() {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className="container">
        <img className={styles.logo} src={useBaseUrl('/img/logo.svg')} alt="" width={96} height={96} />
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/playground/">
            Try it in a playground
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
      <p>
        With Node.js 18 or newer installed, this creates a project from the classic template, with docs, a blog and
        pages, and installs its dependencies:
      </p>
      <CopyCommand command={quickStartCommand} />
      <p className={styles.after}>
        Then run <code>npm run start</code> inside <code>my-website</code> and open the address it prints.{' '}
        <Link to="/docs/installation/">Read the installation guide</Link> for what each generated file does.
      </p>
    </section>
  );
}

function ShowcaseInvitation() {
  return (
    <section className={styles.showcase} aria-labelledby="built-with">
      <div className="container">
        <Heading as="h2" id="built-with">
          See what others built
        </Heading>
        <p>
          Framework docs, product manuals and API references: browse real sites made with Docusaurus, filter them by
          what they do, and read their source when it is public.
        </p>
        <Link className="button button--primary button--outline" to="/showcase/">
          Browse the showcase
        </Link>
      </div>
    </section>
  );
}

export default function Home(): React.ReactNode {
  return (
    <Layout
      title="Build optimized documentation websites"
      description="Docusaurus is a static-site generator for documentation: Markdown and React, versioned docs, a blog, search and translations.">
      {/* The hero is inside <main>: a top-level <header> would be a second banner landmark next to the announcement bar. */}
      <main>
        <Hero />
        <QuickStart />
        <HomepageFeatures />
        <LatestPosts />
        <ShowcaseInvitation />
      </main>
    </Layout>
  );
}
