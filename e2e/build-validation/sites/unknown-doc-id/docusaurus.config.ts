import {fixtureConfig} from '../../fixtureConfig';

export default fixtureConfig({
  docs: {},
  navbarItems: [{type: 'doc', docId: 'no-such-doc', label: 'Missing doc'}],
});
