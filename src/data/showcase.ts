/**
 * Public sites built with Docusaurus. Descriptions are ours; names and URLs are
 * the sites' own. Keep entries sorted by name; favourites are sorted first at render.
 */
export type ShowcaseTagKey =
  'favorite' | 'opensource' | 'product' | 'design' | 'i18n' | 'versioning' | 'large' | 'meta' | 'personal' | 'rtl';

export interface ShowcaseTag {
  label: string;
  description: string;
}

export const showcaseTags: Record<ShowcaseTagKey, ShowcaseTag> = {
  favorite: {label: 'Favourite', description: 'Sites the maintainers point to as good examples.'},
  opensource: {label: 'Open source', description: 'The site’s own source is public, so you can read how it is built.'},
  product: {label: 'Product', description: 'Docs of a commercial product or service.'},
  design: {label: 'Design', description: 'Sites that change the default theme substantially.'},
  i18n: {label: 'I18n', description: 'Sites offered in more than one language.'},
  versioning: {label: 'Versioning', description: 'Sites that keep docs for several releases.'},
  large: {label: 'Large', description: 'Very large sites, with hundreds of pages or more.'},
  meta: {label: 'Meta', description: 'Open-source projects from Meta.'},
  personal: {label: 'Personal', description: 'Personal sites, portfolios and digital gardens.'},
  rtl: {label: 'RTL', description: 'Sites in a right-to-left language such as Arabic or Hebrew.'},
};

export interface ShowcaseSite {
  name: string;
  description: string;
  url: string;
  /** Public repository of the site, when there is one. */
  source?: string;
  tags: ShowcaseTagKey[];
}

export const showcaseSites: ShowcaseSite[] = [
  {
    name: 'Create React App',
    description: 'Guides for the zero-configuration React starter, from first app to deployment.',
    url: 'https://create-react-app.dev/',
    source: 'https://github.com/facebook/create-react-app/tree/main/docusaurus/website',
    tags: ['opensource', 'meta'],
  },
  {
    name: 'DocSearch',
    description: 'Documentation of the free search service for open-source docs sites.',
    url: 'https://docsearch.algolia.com/',
    source: 'https://github.com/algolia/docsearch/tree/main/packages/website',
    tags: ['opensource', 'product'],
  },
  {
    name: 'Electron',
    description: 'Docs, API reference and blog of the framework for desktop apps built on web technology.',
    url: 'https://www.electronjs.org/',
    source: 'https://github.com/electron/website',
    tags: ['favorite', 'opensource', 'large', 'i18n'],
  },
  {
    name: 'Home Assistant Developer Docs',
    description: 'How to build integrations, add-ons and frontend panels for the home automation platform.',
    url: 'https://developers.home-assistant.io/',
    source: 'https://github.com/home-assistant/developers.home-assistant',
    tags: ['opensource', 'large'],
  },
  {
    name: 'Jest',
    description: 'The JavaScript testing framework, with docs for each release and translated pages.',
    url: 'https://jestjs.io/',
    source: 'https://github.com/jestjs/jest/tree/main/website',
    tags: ['favorite', 'opensource', 'versioning', 'i18n'],
  },
  {
    name: 'Lexical',
    description: 'Guides and API reference for the extensible text editor framework.',
    url: 'https://lexical.dev/',
    source: 'https://github.com/facebook/lexical/tree/main/packages/lexical-website',
    tags: ['opensource', 'meta'],
  },
  {
    name: 'MobX',
    description: 'Documentation of the state management library, with a clean reading layout.',
    url: 'https://mobx.js.org/',
    source: 'https://github.com/mobxjs/mobx/tree/main/website',
    tags: ['opensource'],
  },
  {
    name: 'Prettier',
    description: 'Options, rationale and integrations of the opinionated code formatter.',
    url: 'https://prettier.io/',
    source: 'https://github.com/prettier/prettier/tree/main/website',
    tags: ['opensource', 'versioning'],
  },
  {
    name: 'React Native',
    description: 'Docs, blog and versioned API reference for building native apps with React.',
    url: 'https://reactnative.dev/',
    source: 'https://github.com/facebook/react-native-website',
    tags: ['favorite', 'opensource', 'meta', 'versioning', 'large'],
  },
  {
    name: 'React Navigation',
    description: 'Routing and navigation for React Native apps, documented per major version.',
    url: 'https://reactnavigation.org/',
    source: 'https://github.com/react-navigation/react-navigation.github.io',
    tags: ['opensource', 'versioning'],
  },
  {
    name: 'Redux',
    description: 'Tutorials and reference for the predictable state container.',
    url: 'https://redux.js.org/',
    source: 'https://github.com/reduxjs/redux/tree/master/website',
    tags: ['favorite', 'opensource', 'design'],
  },
  {
    name: 'Sapling',
    description: 'A source control system from Meta, with its command reference and concepts.',
    url: 'https://sapling-scm.com/',
    source: 'https://github.com/facebook/sapling/tree/main/website',
    tags: ['opensource', 'meta', 'design'],
  },
];

/** Favourites first, then by name, so the best examples are seen first. */
export function sortSites(sites: readonly ShowcaseSite[]): ShowcaseSite[] {
  return [...sites].sort((a, b) => {
    const favouriteOrder = Number(b.tags.includes('favorite')) - Number(a.tags.includes('favorite'));
    return favouriteOrder || a.name.localeCompare(b.name);
  });
}
