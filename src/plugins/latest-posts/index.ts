import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {selectLatestPosts, type LatestPostsData} from './core';

export interface LatestPostsOptions {
  /** Id of the blog plugin instance to read; the preset's blog is `default`. */
  blogPluginId?: string;
  /** How many posts to expose. */
  count?: number;
}

export const latestPostsPluginName = 'latest-posts';

/**
 * Exposes the newest posts of a blog instance as global data, read on the home
 * page with `usePluginData('latest-posts')`. It runs in allContentLoaded because
 * only that hook sees other plugins' content in Docusaurus 3.6.
 */
export default function latestPostsPlugin(_context: unknown, options: LatestPostsOptions = {}): Plugin {
  const {blogPluginId = 'default', count = 3} = options;
  return {
    name: latestPostsPluginName,
    async allContentLoaded({allContent, actions}) {
      const blogContent = allContent['docusaurus-plugin-content-blog']?.[blogPluginId] as BlogContent | undefined;
      if (!blogContent) {
        throw new Error(`latest-posts: no blog plugin instance with id "${blogPluginId}" is loaded.`);
      }
      const data: LatestPostsData = {posts: selectLatestPosts(blogContent.blogPosts, count)};
      actions.setGlobalData(data);
    },
  };
}
