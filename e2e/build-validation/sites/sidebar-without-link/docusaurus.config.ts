import {fixtureConfig} from '../../fixtureConfig';

export default fixtureConfig({
  docs: {sidebarPath: './sidebars.ts'},
  navbarItems: [{type: 'docSidebar', sidebarId: 'externalOnly', label: 'External only'}],
});
