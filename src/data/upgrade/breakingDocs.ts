// The docs page that explains a breaking change, per pull request of a
// "Breaking Change" section of the changelog data (changelog/changes.ts and
// newer.ts). Written by hand and only where one of our pages covers the
// change; the planner shows no docs link for the others rather than a guess.
// src/data/upgrade/__tests__/breakingDocs.test.ts checks that every PR is a
// breaking change of the data and that every page and anchor exists in docs/.
import type {BreakingChangeDoc} from './types';

const v3 = '/docs/migration/v3/';

export const breakingChangeDocs: Readonly<Record<number, BreakingChangeDoc>> = {
  // 3.0.0
  9348: {path: `${v3}#step-1-nodejs-18`, label: 'Node.js 18 in the v2 to v3 guide'},
  8961: {path: `${v3}#step-2-react-18`, label: 'React 18 in the v2 to v3 guide'},
  8288: {path: `${v3}#step-6-markdown-and-mdx-3`, label: 'Markdown and MDX 3 in the v2 to v3 guide'},
  9451: {path: `${v3}#step-6-markdown-and-mdx-3`, label: 'Markdown and MDX 3 in the v2 to v3 guide'},
  9316: {path: `${v3}#code-block-themes`, label: 'Code block themes in the v2 to v3 guide'},
  9258: {path: `${v3}#step-5-typescript`, label: 'TypeScript in the v2 to v3 guide'},
  9050: {path: `${v3}#step-5-typescript`, label: 'TypeScript in the v2 to v3 guide'},
  9310: {path: `${v3}#options-that-v3-rejects`, label: 'Options that v3 rejects'},
  9308: {path: '/docs/markdown-features/admonitions/#the-built-in-types', label: 'The built-in admonition types'},
  9189: {path: '/docs/blog/#feeds', label: 'Blog feeds and their limit'},
};
