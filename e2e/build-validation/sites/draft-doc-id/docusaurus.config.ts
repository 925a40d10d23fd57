import {fixtureConfig} from '../../fixtureConfig';

export default fixtureConfig({
  docs: {},
  navbarItems: [{type: 'doc', docId: 'release-plan', label: 'Release plan'}],
});
