import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {guidesSidebar} from './docsGuides';
import {apiSidebar} from './docsApi';

// Two sidebars: `docs` for guides (lands on the introduction) and `api` for reference (lands on the CLI).
// Released versions mirror these, minus the pages a version does not have (a page new in 3.6 is not in
// the 3.5.2 sidebars): run `node scripts/sync-versioned-sidebars.mjs` after changing them or adding a page.
const sidebars: SidebarsConfig = {
  docs: guidesSidebar,
  api: apiSidebar,
};

export default sidebars;
