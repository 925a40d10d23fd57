import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The test area needs two sidebars so that switching between them can be exercised.
const sidebars: SidebarsConfig = {
  sidebar: ['index', 'sidebar-switching'],
  anotherSidebar: ['another-sidebar'],
};

export default sidebars;
