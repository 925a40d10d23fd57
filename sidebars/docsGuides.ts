import type {SidebarConfig} from './types';
import {markdownFeaturesCategory} from './docsMarkdownFeatures';

/** The `docs` sidebar: learning material, from first install to advanced topics. */
export const guidesSidebar: SidebarConfig = [
  'introduction',
  {
    type: 'category',
    label: 'Getting started',
    collapsed: false,
    link: {type: 'generated-index', slug: '/category/getting-started'},
    items: ['installation'],
  },
  {
    type: 'category',
    label: 'Guides',
    link: {type: 'generated-index', slug: '/category/guides'},
    items: [markdownFeaturesCategory],
  },
];
