// Ejected so the sidebar's <aside> is named after its visible title: unnamed, it is a second anonymous complementary landmark beside the table of contents (html-validate unique-landmark). On a phone it keeps the server's markup while hydrating, as the theme removes it right after (components/ServerMarkup).
import React, {memo, useId} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useVisibleBlogSidebarItems, BlogSidebarItemList} from '@docusaurus/plugin-content-blog/client';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type {Props as BlogSidebarContentProps} from '@theme/BlogSidebar/Content';
import type {Props} from '@theme/BlogSidebar/Desktop';

import {KeptServerMarkup, useServerMarkup} from '@site/src/components/ServerMarkup';
import {phoneLayout} from '@site/src/components/ServerMarkup/viewport';

import styles from './styles.module.css';

const ListComponent: BlogSidebarContentProps['ListComponent'] = ({items}) => {
  return (
    <BlogSidebarItemList
      items={items}
      ulClassName={clsx(styles.sidebarItemList, 'clean-list')}
      liClassName={styles.sidebarItem}
      linkClassName={styles.sidebarItemLink}
      linkActiveClassName={styles.sidebarItemLinkActive}
    />
  );
};

function BlogSidebarDesktop({sidebar}: Props) {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  const titleId = useId();
  const {keep, ref} = useServerMarkup(() => phoneLayout());
  if (keep) {
    return <KeptServerMarkup as="aside" ref={ref} />;
  }
  return (
    <aside className="col col--3" aria-labelledby={titleId}>
      <nav
        className={clsx(styles.sidebar, 'thin-scrollbar')}
        aria-label={translate({
          id: 'theme.blog.sidebar.navAriaLabel',
          message: 'Blog recent posts navigation',
          description: 'The ARIA label for recent posts in the blog sidebar',
        })}>
        <div id={titleId} className={clsx(styles.sidebarItemTitle, 'margin-bottom--md')}>
          {sidebar.title}
        </div>
        <BlogSidebarContent
          items={items}
          ListComponent={ListComponent}
          yearGroupHeadingClassName={styles.yearGroupHeading}
        />
      </nav>
    </aside>
  );
}

export default memo(BlogSidebarDesktop);
