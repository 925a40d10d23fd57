import {fixtureConfig} from '../../fixtureConfig';

export default fixtureConfig({
  navbarItems: [{type: 'custom-doesNotExist', label: 'Nothing renders this'}],
});
