import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {guidesSidebar} from './docsGuides';
import {apiSidebar} from './docsApi';

// Two sidebars: `docs` for guides (lands on the introduction) and `api` for reference (lands on the CLI).
// Released versions mirror these: run `node scripts/sync-versioned-sidebars.mjs` after changing them.
const sidebars: SidebarsConfig = {
  docs: guidesSidebar,
  api: apiSidebar,
};

export default sidebars;
