import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import CodeInline from '@theme/CodeInline';

/**
 * A page that asks search engines not to index it. The sitemap plugin reads
 * the same robots meta tag after rendering and leaves the page out of sitemap.xml.
 */
export default function NoIndexExample(): React.ReactNode {
  return (
    <Layout title="Page hidden from search engines" description="An example page with a noindex robots meta tag.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">A page hidden from search engines</Heading>
        <p>
          This page sets <CodeInline>{'<meta name="robots" content="noindex, nofollow">'}</CodeInline> in its head, with
          the <CodeInline>@docusaurus/Head</CodeInline> component. Crawlers that respect the tag will not list it in
          their results.
        </p>
        <p>
          The sitemap plugin looks for that tag in every rendered page and leaves the matching pages out of{' '}
          <CodeInline>sitemap.xml</CodeInline>, so you do not need to list them in its{' '}
          <CodeInline>ignorePatterns</CodeInline> option as well. Use it for pages you must publish but do not want
          found: test pages, thank-you pages, drafts shared for review.
        </p>
        <p>
          The page is still reachable by its address, and anyone with the link can read it. To keep content private, do
          not publish it at all. Back to the <Link to="/examples/markdownPageExample/">Markdown page example</Link>.
        </p>
      </main>
    </Layout>
  );
}
