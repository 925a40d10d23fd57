import type {Release} from '@site/src/plugins/changelog/types';

/** Two made-up consecutive releases, newest first, differing in every tracked way. */
export const fixtureReleases: Release[] = [
  {
    version: '3.0.0',
    date: '2023-10-31',
    dateSource: 'changelog',
    registryTime: null,
    registryTimePlausible: false,
    publisher: 'release-bot',
    packages: ['@docusaurus/core', '@docusaurus/faster', '@docusaurus/mdx-loader', '@docusaurus/tsconfig'],
    nodeEngine: '>=18.0',
    keyDependencies: {
      react: '^18.0.0',
      webpack: '^5.88.1',
      '@mdx-js/mdx': '^3.0.0',
      '@rspack/core': '^1.0.14',
    },
    facts: null,
  },
  {
    version: '3.0.0-rc.1',
    date: '2023-10-26',
    dateSource: 'release-pr',
    registryTime: null,
    registryTimePlausible: false,
    publisher: null,
    packages: ['@docusaurus/core', '@docusaurus/mdx-loader', '@docusaurus/migrate'],
    nodeEngine: '>=16.14',
    keyDependencies: {
      react: '^16.8.4 || ^17.0.0',
      webpack: '^5.73.0',
      '@mdx-js/mdx': '^1.6.22',
      '@rspack/core': null,
    },
    facts: null,
  },
];
