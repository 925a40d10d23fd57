// The committers page: every person the framework's changelog credits, with local
// initials avatars (no image is fetched from GitHub) and links to their releases.
import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {CommitterSummary} from '../committers';
import styles from './ChangelogAuthors.module.css';

export interface ChangelogAuthorsData {
  committers: CommitterSummary[];
  anchors: Record<string, string>;
  totals: {releases: number; changes: number};
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export default function ChangelogAuthors({data}: {data: ChangelogAuthorsData}): React.ReactNode {
  const title = 'Changelog committers';
  return (
    <Layout
      title={title}
      description={`The ${data.committers.length} people the Docusaurus changelog credits as committers, with their releases.`}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          The framework’s changelog names {data.committers.length} committers across {data.totals.releases} releases and{' '}
          {plural(data.totals.changes, 'change')}. Each entry counts the releases that credit the person and the pull
          requests they authored, then links to those releases.
        </p>
        <ol className={styles.list}>
          {data.committers.map((committer) => (
            <li key={committer.handle} id={data.anchors[committer.handle]} className={styles.item}>
              <span className={styles.avatar} aria-hidden="true">
                {committer.initials}
              </span>
              <div className={styles.body}>
                <Heading as="h2" className={styles.name}>
                  {committer.name}{' '}
                  <Link className={styles.handle} to={`https://github.com/${committer.handle}`}>
                    @{committer.handle}
                  </Link>
                </Heading>
                <p className={styles.counts}>
                  {plural(committer.releases.length, 'release')}, {plural(committer.changeCount, 'change')}
                </p>
                <ul className={styles.releases} aria-label={`Releases crediting ${committer.name}`}>
                  {committer.releases.map((release) => (
                    <li key={release.permalink}>
                      <Link to={release.permalink}>{release.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
