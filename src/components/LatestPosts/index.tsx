import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LatestPostsData} from '@site/src/plugins/latest-posts/core';
import styles from './styles.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});

/** The newest blog posts, as the latest-posts plugin collected them at build time. */
export default function LatestPosts(): React.ReactNode {
  const {posts} = usePluginData('latest-posts') as LatestPostsData;
  if (posts.length === 0) {
    return null;
  }
  return (
    <section className={styles.section} aria-labelledby="latest-posts">
      <div className="container">
        <Heading as="h2" id="latest-posts">
          From the blog
        </Heading>
        <ul className={styles.posts} data-testid="latest-posts">
          {posts.map((post) => (
            <li key={post.permalink} className={styles.post}>
              <time dateTime={post.date} className={styles.date}>
                {dateFormat.format(new Date(post.date))}
              </time>
              <Heading as="h3" className={styles.title}>
                <Link to={post.permalink}>{post.title}</Link>
              </Heading>
              <p className={styles.description}>{post.description}</p>
            </li>
          ))}
        </ul>
        <Link to="/blog/">All posts</Link>
      </div>
    </section>
  );
}
