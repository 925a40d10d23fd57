import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {playgrounds} from '@site/src/data/playgrounds';
import {usePlaygroundChoice} from '@site/src/components/Playground/usePlaygroundChoice';
import styles from './styles.module.css';

/** Shown only in the browser: the server cannot know what the reader picked last time. */
function RememberedChoice() {
  const [choice] = usePlaygroundChoice();
  if (!choice) {
    return null;
  }
  return (
    <div className={clsx('alert alert--success', styles.remembered)} role="status">
      Last time you used <strong>{choice.name}</strong>.{' '}
      <Link className="button button--sm button--success" to={`/playground/${choice.id}/`}>
        Open {choice.name} again
      </Link>
    </div>
  );
}

export default function PlaygroundChooser(): React.ReactNode {
  const [choice] = usePlaygroundChoice();
  return (
    <Layout
      title="Playground"
      description="Try Docusaurus in your browser: open the classic template in CodeSandbox or StackBlitz, no installation needed.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Try Docusaurus in your browser</Heading>
        <p className={styles.lead}>
          Open a complete site made from the classic template, edit a page and watch it reload. Nothing to install:
          choose an online playground, and we will remember your choice for next time.
        </p>
        <BrowserOnly>{() => <RememberedChoice />}</BrowserOnly>
        <ul className={styles.choices}>
          {playgrounds.map((playground) => (
            <li key={playground.id} className={clsx('card', choice?.id === playground.id && styles.chosen)}>
              <div className="card__header">
                <Heading as="h2">{playground.name}</Heading>
              </div>
              <div className="card__body">
                <p>{playground.summary}</p>
              </div>
              <div className="card__footer">
                <Link className="button button--primary button--block" to={`/playground/${playground.id}/`}>
                  Open in {playground.name}
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <p>
          Both open the template from the <code>main</code> branch of the repository, so it shows the upcoming version.
          To work on your own machine instead, follow the <Link to="/docs/installation/">installation guide</Link>.
        </p>
      </main>
    </Layout>
  );
}
