import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The test docs instance. Two sidebars so that switching between them can be
 * exercised; the first one holds one category per docs-plugin feature under test.
 */
const sidebars: SidebarsConfig = {
  sidebar: [
    'index',
    'sidebar-switching',
    {
      type: 'category',
      label: 'Tags',
      items: ['tagging/tagged-doc', 'tagging/another-tagged-doc'],
    },
    {
      type: 'category',
      label: 'Categories',
      link: {
        type: 'generated-index',
        slug: '/category/categories',
        description: 'A generated index: one card per item of this category, built from their titles and descriptions.',
      },
      items: [
        'categories/generated-index-item',
        {
          type: 'category',
          label: 'Category with a doc link',
          link: {type: 'doc', id: 'categories/category-doc-link'},
          items: ['categories/first-child', 'categories/second-child'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Table of contents',
      items: ['toc/toc-levels', 'toc/toc-inline', 'toc/toc-hidden'],
    },
    {
      type: 'category',
      label: 'Visibility',
      // An unlisted doc as the category link: the category must render without a link.
      link: {type: 'doc', id: 'visibility/index'},
      // Unlisted and draft docs are referenced on purpose: the plugin must drop them.
      items: ['visibility/listed', 'visibility/unlisted', 'visibility/draft'],
    },
    {
      type: 'doc',
      id: 'custom-props',
      customProps: {source: 'sidebar file', position: 7},
    },
    'links',
    {
      type: 'category',
      label: 'Unusual paths',
      items: ['paths/caractères-spéciaux', 'paths/日本語のドキュメント', 'paths/with spaces/doc with spaces'],
    },
  ],
  anotherSidebar: ['another-sidebar'],
};

export default sidebars;
