import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// Two sidebars: `docs` for guides (lands on the introduction) and `api` for reference (lands on the CLI).
const sidebars: SidebarsConfig = {
  docs: [
    'introduction',
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: ['installation'],
    },
  ],
  api: ['cli'],
};

export default sidebars;
