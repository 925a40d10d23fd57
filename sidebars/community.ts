import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Ordered from what most readers need (help) to what fewer do (process, resources). */
export const communityPages = ['support', 'team', 'contributing', 'canary', 'release-process', 'resources'] as const;

const sidebars: SidebarsConfig = {
  community: [...communityPages],
};

export default sidebars;
