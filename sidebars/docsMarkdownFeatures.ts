import type {SidebarItemConfig} from './types';

/** Markdown features, a category of the `docs` sidebar's guides. */
export const markdownFeaturesCategory: SidebarItemConfig = {
  type: 'category',
  label: 'Markdown features',
  link: {type: 'doc', id: 'markdown-features/index'},
  items: [],
};
