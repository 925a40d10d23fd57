import {fixtureConfig} from '../../fixtureConfig';

export default fixtureConfig({
  docs: {},
  navbarItems: [{type: 'docSidebar', sidebarId: 'no-such-sidebar', label: 'Missing sidebar'}],
});
