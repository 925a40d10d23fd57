// Wrapped so the default canonical and og:url URLs are percent-encoded (see ./canonicalUrl.ts); the theme has no option for it.
import React from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SiteMetadata from '@theme-original/SiteMetadata';
import {canonicalUrl} from './canonicalUrl';

export default function SiteMetadataWithEncodedCanonical(): React.ReactNode {
  const {
    siteConfig: {url: siteUrl, trailingSlash},
  } = useDocusaurusContext();
  const url = canonicalUrl({siteUrl, pathname: useBaseUrl(useLocation().pathname), trailingSlash});
  return (
    <>
      <SiteMetadata />
      {/* A later <Head> replaces the theme's values; a page that sets its own canonical URL still wins, being rendered later. */}
      <Head>
        <meta property="og:url" content={url} />
        <link rel="canonical" href={url} />
      </Head>
    </>
  );
}
