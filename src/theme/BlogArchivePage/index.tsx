// Replaced because the theme's archive puts its title in a top-level <header>, a second "banner" beside the announcement bar, and jumps from <h1> to <h3> (axe "landmark-no-duplicate-banner", "heading-order").
import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useRouteContext from '@docusaurus/useRouteContext';
import {PageMetadata, useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogArchivePage';
import {archiveTitle} from '@site/src/data/pageTexts';
import {groupPostsByYear} from './groupPostsByYear';
import styles from './styles.module.css';

export default function BlogArchivePage({archive}: Props): React.ReactNode {
  // The blog and the changelog both have an archive: the title says whose it is.
  const title = archiveTitle(useRouteContext().plugin.id);
  const description = translate({
    id: 'blog.archive.description',
    message: 'Every post of this blog, newest first, grouped by the year it was published.',
  });
  const dateFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  const years = groupPostsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main className="container margin-vert--lg">
          <Heading as="h1">{title}</Heading>
          <p className={styles.description}>{description}</p>
          <div className="row">
            {years.map(({year, posts}) => (
              <section key={year} className="col col--4 margin-vert--md" aria-labelledby={`year-${year}`}>
                <Heading as="h2" id={`year-${year}`}>
                  {year}
                </Heading>
                <ul>
                  {posts.map(({metadata}) => (
                    <li key={metadata.permalink}>
                      <Link to={metadata.permalink}>
                        {dateFormat.format(new Date(metadata.date))}: {metadata.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </main>
      </Layout>
    </>
  );
}
