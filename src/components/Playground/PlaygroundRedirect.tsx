import React, {useEffect} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {playgroundById, type PlaygroundId} from '@site/src/data/playgrounds';
import {rememberPlayground} from './usePlaygroundChoice';

/**
 * Remembers the playground and sends the reader there. The page stays out of
 * search results and of the sitemap: it only exists to forward.
 */
export default function PlaygroundRedirect({id}: {id: PlaygroundId}): React.ReactNode {
  const playground = playgroundById(id);
  useEffect(() => {
    rememberPlayground(playground);
    window.location.replace(playground.url);
  }, [playground]);
  return (
    <Layout title={`Opening ${playground.name}`} description={`Opens the classic template in ${playground.name}.`}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <Heading as="h1">Opening {playground.name}…</Heading>
        <p>
          The classic template is loading in {playground.name}. If nothing happens,{' '}
          <Link href={playground.url}>open it yourself</Link>, or go back to{' '}
          <Link to="/playground/">choose another playground</Link>.
        </p>
      </main>
    </Layout>
  );
}
