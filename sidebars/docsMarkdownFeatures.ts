import type {SidebarItemConfig} from './types';

/** Markdown features, a category of the `docs` sidebar's guides. */
export const markdownFeaturesCategory: SidebarItemConfig = {
  type: 'category',
  label: 'Markdown features',
  link: {type: 'doc', id: 'markdown-features/index'},
  items: [
    'markdown-features/react',
    'markdown-features/tabs',
    'markdown-features/code-blocks',
    'markdown-features/admonitions',
    'markdown-features/toc',
    'markdown-features/assets',
    'markdown-features/links',
    'markdown-features/plugins',
    'markdown-features/math-equations',
    'markdown-features/diagrams',
    'markdown-features/head-metadata',
  ],
};
