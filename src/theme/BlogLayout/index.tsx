// Replaced so the blog's table of contents sits in a labelled <aside> landmark: the theme puts it in a bare <div>, outside every landmark (axe "region").
import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import type {Props} from '@theme/BlogLayout';

export default function BlogLayout({sidebar, toc, children, ...layoutProps}: Props): React.ReactNode {
  const withSidebar = (sidebar?.items.length ?? 0) > 0;
  const mainColumns = withSidebar ? 'col--7' : 'col--9 col--offset-1';
  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar!} />
          <main className={clsx('col', mainColumns)}>{children}</main>
          {toc && (
            <aside className="col col--2" aria-label="Table of contents">
              {toc}
            </aside>
          )}
        </div>
      </div>
    </Layout>
  );
}
