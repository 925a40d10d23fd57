import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  docs: ['intro'],
  // Nothing in this sidebar is a page of the site, so a navbar item cannot point to it.
  externalOnly: [{type: 'link', label: 'Elsewhere', href: 'https://elsewhere.example/'}],
};

export default sidebars;
