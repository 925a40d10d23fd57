/**
 * Public sites built with Docusaurus. Descriptions are ours; names and URLs are
 * the sites' own. Keep entries sorted by name; favourites are sorted first at render.
 */
export type ShowcaseTagKey =
  'favorite' | 'opensource' | 'product' | 'design' | 'i18n' | 'versioning' | 'large' | 'meta' | 'personal';

export interface ShowcaseTag {
  label: string;
  description: string;
}

export const showcaseTags: Record<ShowcaseTagKey, ShowcaseTag> = {
  favorite: {label: 'Favourite', description: 'Our picks: well-made sites worth studying first.'},
  opensource: {label: 'Open source', description: 'The site’s own source is public, so you can read how it is built.'},
  product: {label: 'Product', description: 'Docs of a commercial product or service.'},
  design: {label: 'Design', description: 'Sites that change the default theme substantially.'},
  i18n: {label: 'I18n', description: 'Sites offered in more than one language.'},
  versioning: {label: 'Versioning', description: 'Sites that keep docs for several releases.'},
  large: {label: 'Large', description: 'Very large sites, with hundreds of pages or more.'},
  meta: {label: 'Meta', description: 'Open-source projects from Meta.'},
  personal: {label: 'Personal', description: 'Personal sites, portfolios and digital gardens.'},
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
    name: 'Airbyte',
    description: 'Connector catalogue and operator guides for the open-source data integration platform.',
    url: 'https://docs.airbyte.com/',
    source: 'https://github.com/airbytehq/airbyte',
    tags: ['opensource', 'product', 'large'],
  },
  {
    name: 'Apache APISIX',
    description: 'Docs, blog and plugin reference of the cloud-native API gateway, in English and Chinese.',
    url: 'https://apisix.apache.org/',
    source: 'https://github.com/apache/apisix-website',
    tags: ['opensource', 'i18n', 'versioning', 'large'],
  },
  {
    name: 'Apache Doris',
    description: 'Manual of the real-time analytical database, with docs per release and a Chinese edition.',
    url: 'https://doris.apache.org/',
    source: 'https://github.com/apache/doris-website',
    tags: ['opensource', 'i18n', 'versioning', 'large'],
  },
  {
    name: 'Apache Pulsar',
    description: 'Concepts, client libraries and administration of the distributed messaging and streaming platform.',
    url: 'https://pulsar.apache.org/',
    source: 'https://github.com/apache/pulsar-site',
    tags: ['opensource', 'versioning', 'large'],
  },
  {
    name: 'authentik',
    description:
      'Install, configure and integrate the self-hosted identity provider, with guides for dozens of applications.',
    url: 'https://goauthentik.io/',
    source: 'https://github.com/goauthentik/authentik',
    tags: ['opensource', 'product', 'large'],
  },
  {
    name: 'Avalonia',
    description: 'Documentation of the cross-platform .NET UI framework, from first window to custom controls.',
    url: 'https://docs.avaloniaui.net/',
    source: 'https://github.com/AvaloniaUI/avalonia-docs',
    tags: ['opensource', 'product'],
  },
  {
    name: 'Ax',
    description: 'Adaptive experimentation platform for tuning parameters with Bayesian optimisation.',
    url: 'https://ax.dev/',
    source: 'https://github.com/facebook/Ax',
    tags: ['opensource', 'meta'],
  },
  {
    name: 'Backstage',
    description: 'Docs of the open platform for building developer portals, including its plugin ecosystem.',
    url: 'https://backstage.io/',
    source: 'https://github.com/backstage/backstage',
    tags: ['favorite', 'opensource', 'large'],
  },
  {
    name: 'BoTorch',
    description: 'Bayesian optimisation research library built on PyTorch, with tutorials rendered from notebooks.',
    url: 'https://botorch.org/',
    source: 'https://github.com/pytorch/botorch',
    tags: ['opensource', 'meta'],
  },
  {
    name: 'Buck2',
    description: 'Reference and concepts of the fast, multi-language build system written in Rust.',
    url: 'https://buck2.build/',
    source: 'https://github.com/facebook/buck2',
    tags: ['opensource', 'meta', 'large'],
  },
  {
    name: 'Capacitor',
    description: 'Native runtime for web apps: plugin APIs, platform guides and docs per major version.',
    url: 'https://capacitorjs.com/docs',
    source: 'https://github.com/ionic-team/capacitor-docs',
    tags: ['opensource', 'product', 'versioning'],
  },
  {
    name: 'Chaos Mesh',
    description: 'Chaos engineering platform for Kubernetes, documented per release in English and Chinese.',
    url: 'https://chaos-mesh.org/',
    source: 'https://github.com/chaos-mesh/website',
    tags: ['opensource', 'i18n', 'versioning'],
  },
  {
    name: 'Create React App',
    description: 'Guides for the zero-configuration React starter, from first app to deployment.',
    url: 'https://create-react-app.dev/',
    source: 'https://github.com/facebook/create-react-app',
    tags: ['opensource', 'meta'],
  },
  {
    name: 'Dagger',
    description: 'Docs of the programmable engine that runs CI pipelines as code in containers.',
    url: 'https://docs.dagger.io/',
    source: 'https://github.com/dagger/dagger',
    tags: ['opensource', 'product'],
  },
  {
    name: 'DataHub',
    description: 'Metadata platform docs: ingestion sources, the graph model and the APIs.',
    url: 'https://datahubproject.io/',
    source: 'https://github.com/datahub-project/datahub',
    tags: ['opensource', 'large'],
  },
  {
    name: 'Detox',
    description: 'End-to-end testing for React Native apps, with setup guides for each platform.',
    url: 'https://wix.github.io/Detox/',
    source: 'https://github.com/wix/Detox',
    tags: ['opensource'],
  },
  {
    name: 'DocSearch',
    description: 'Documentation of the free search service for open-source docs sites.',
    url: 'https://docsearch.algolia.com/',
    source: 'https://github.com/algolia/docsearch',
    tags: ['opensource', 'product'],
  },
  {
    name: 'Electron',
    description: 'Docs, API reference and blog of the framework for desktop apps built on web technology.',
    url: 'https://www.electronjs.org/',
    source: 'https://github.com/electron/website',
    tags: ['favorite', 'opensource', 'large', 'i18n', 'design'],
  },
  {
    name: 'Excalidraw developer docs',
    description: 'How to embed the virtual whiteboard as a React component and build on its packages.',
    url: 'https://docs.excalidraw.com/',
    source: 'https://github.com/excalidraw/excalidraw',
    tags: ['opensource'],
  },
  {
    name: 'Fastify',
    description:
      'Guides, reference and ecosystem listing of the low-overhead Node.js web framework, for each major line.',
    url: 'https://fastify.dev/',
    source: 'https://github.com/fastify/website',
    tags: ['opensource', 'versioning'],
  },
  {
    name: 'Flipper',
    description: 'Desktop debugging platform for mobile apps, with docs on writing your own plugins.',
    url: 'https://fbflipper.com/',
    source: 'https://github.com/facebook/flipper',
    tags: ['opensource', 'meta'],
  },
  {
    name: 'Flow',
    description: 'Static type checker for JavaScript: type annotations, linting rules and editor setup.',
    url: 'https://flow.org/',
    source: 'https://github.com/facebook/flow',
    tags: ['opensource', 'meta'],
  },
  {
    name: 'FormatJS',
    description: 'Internationalisation libraries for JavaScript, including react-intl, and their tooling.',
    url: 'https://formatjs.github.io/',
    source: 'https://github.com/formatjs/formatjs',
    tags: ['opensource'],
  },
  {
    name: 'Frigate',
    description: 'Network video recorder with object detection: hardware advice, configuration and integrations.',
    url: 'https://docs.frigate.video/',
    source: 'https://github.com/blakeblackshear/frigate',
    tags: ['opensource'],
  },
  {
    name: 'gulp',
    description: 'Getting-started guide and API of the streaming build toolkit for JavaScript.',
    url: 'https://gulpjs.com/',
    tags: ['design'],
  },
  {
    name: 'Hasura',
    description: 'Docs of the GraphQL and REST engine that generates APIs over your databases.',
    url: 'https://hasura.io/docs/',
    source: 'https://github.com/hasura/graphql-engine',
    tags: ['opensource', 'product', 'large'],
  },
  {
    name: 'Hermes',
    description: 'JavaScript engine tuned for React Native: building, debugging and language support.',
    url: 'https://hermesengine.dev/',
    source: 'https://github.com/facebook/hermes',
    tags: ['opensource', 'meta'],
  },
  {
    name: 'Home Assistant Developer Docs',
    description: 'How to build integrations, add-ons and frontend panels for the home automation platform.',
    url: 'https://developers.home-assistant.io/',
    source: 'https://github.com/home-assistant/developers.home-assistant',
    tags: ['opensource', 'large'],
  },
  {
    name: 'Hydra',
    description: 'Framework for configuring complex applications, popular for machine learning experiments.',
    url: 'https://hydra.cc/',
    source: 'https://github.com/facebookresearch/hydra',
    tags: ['opensource', 'meta', 'versioning'],
  },
  {
    name: 'Infer',
    description: 'Static analyser for Java, C, C++ and Objective-C, with a catalogue of the issues it reports.',
    url: 'https://fbinfer.com/',
    source: 'https://github.com/facebook/infer',
    tags: ['opensource', 'meta'],
  },
  {
    name: 'Ionic Framework',
    description: 'Component reference, theming and native integration guides of the mobile UI toolkit.',
    url: 'https://ionicframework.com/docs',
    source: 'https://github.com/ionic-team/ionic-docs',
    tags: ['favorite', 'opensource', 'product', 'versioning', 'large', 'design'],
  },
  {
    name: 'Jellyfin',
    description: 'Website and docs of the free media server, for administrators and client developers.',
    url: 'https://jellyfin.org/',
    source: 'https://github.com/jellyfin/jellyfin.org',
    tags: ['opensource'],
  },
  {
    name: 'Jest',
    description: 'The JavaScript testing framework, with docs for each release and translated pages.',
    url: 'https://jestjs.io/',
    source: 'https://github.com/jestjs/jest',
    tags: ['favorite', 'opensource', 'versioning', 'i18n'],
  },
  {
    name: 'KubeVela',
    description: 'Application delivery platform for Kubernetes, documented per version in English and Chinese.',
    url: 'https://kubevela.io/',
    source: 'https://github.com/kubevela/kubevela.io',
    tags: ['opensource', 'i18n', 'versioning'],
  },
  {
    name: 'Kuizuo’s blog',
    description: 'Personal blog and notes of a full-stack developer, written in Chinese, on a heavily reworked theme.',
    url: 'https://kuizuo.me/',
    source: 'https://github.com/kuizuo/blog',
    tags: ['opensource', 'personal', 'design'],
  },
  {
    name: 'Lerna',
    description: 'Tool for managing and publishing JavaScript monorepos, with task running and caching.',
    url: 'https://lerna.js.org/',
    source: 'https://github.com/lerna/lerna',
    tags: ['opensource'],
  },
  {
    name: 'Lexical',
    description: 'Guides and API reference for the extensible text editor framework.',
    url: 'https://lexical.dev/',
    source: 'https://github.com/facebook/lexical',
    tags: ['opensource', 'meta'],
  },
  {
    name: 'Lingui',
    description: 'Internationalisation for JavaScript apps: message extraction, catalogues and React bindings.',
    url: 'https://lingui.dev/',
    source: 'https://github.com/lingui/js-lingui',
    tags: ['opensource'],
  },
  {
    name: 'Memlab',
    description: 'Finds memory leaks in JavaScript apps by comparing heap snapshots from scripted browser runs.',
    url: 'https://facebook.github.io/memlab/',
    source: 'https://github.com/facebook/memlab',
    tags: ['opensource', 'meta'],
  },
  {
    name: 'Metro',
    description: 'The JavaScript bundler behind React Native: configuration, resolution and caching.',
    url: 'https://metrobundler.dev/',
    source: 'https://github.com/facebook/metro',
    tags: ['opensource', 'meta'],
  },
  {
    name: 'MobX',
    description: 'Documentation of the state management library, with a clean reading layout.',
    url: 'https://mobx.js.org/',
    source: 'https://github.com/mobxjs/mobx',
    tags: ['opensource'],
  },
  {
    name: 'NEAR Docs',
    description: 'Developer docs of the NEAR blockchain: smart contracts, tooling and web3 front-ends.',
    url: 'https://docs.near.org/',
    source: 'https://github.com/near/docs',
    tags: ['opensource', 'large'],
  },
  {
    name: 'OpenFeature',
    description: 'Vendor-neutral specification and SDKs for feature flagging.',
    url: 'https://openfeature.dev/',
    source: 'https://github.com/open-feature/openfeature.dev',
    tags: ['opensource'],
  },
  {
    name: 'Ory',
    description: 'Docs of the identity, login and permission services, self-hosted or in the cloud.',
    url: 'https://www.ory.sh/docs/',
    source: 'https://github.com/ory/docs',
    tags: ['opensource', 'product', 'large'],
  },
  {
    name: 'Playwright',
    description: 'End-to-end testing and browser automation, with docs for each language binding.',
    url: 'https://playwright.dev/',
    source: 'https://github.com/microsoft/playwright.dev',
    tags: ['favorite', 'opensource', 'large'],
  },
  {
    name: 'pnpm',
    description: 'The disk-efficient package manager, with docs per major version and many translations.',
    url: 'https://pnpm.io/',
    source: 'https://github.com/pnpm/pnpm.io',
    tags: ['favorite', 'opensource', 'i18n', 'versioning'],
  },
  {
    name: 'Podman Desktop',
    description: 'Graphical tool for containers and Kubernetes on the desktop, with installation guides per system.',
    url: 'https://podman-desktop.io/',
    source: 'https://github.com/containers/podman-desktop',
    tags: ['opensource', 'design'],
  },
  {
    name: 'Prettier',
    description: 'Options, rationale and integrations of the opinionated code formatter.',
    url: 'https://prettier.io/',
    source: 'https://github.com/prettier/prettier',
    tags: ['opensource'],
  },
  {
    name: 'Prisma',
    description: 'Docs of the TypeScript ORM and its database tooling, from schema to migrations.',
    url: 'https://www.prisma.io/docs',
    source: 'https://github.com/prisma/docs',
    tags: ['opensource', 'product', 'large'],
  },
  {
    name: 'Puppeteer',
    description: 'Headless Chrome and Firefox automation for Node.js, with a generated API reference.',
    url: 'https://pptr.dev/',
    source: 'https://github.com/puppeteer/puppeteer',
    tags: ['opensource', 'versioning'],
  },
  {
    name: 'Pyre',
    description: 'Performant type checker for Python, and Pysa, its security-focused static analyser.',
    url: 'https://pyre-check.org/',
    source: 'https://github.com/facebook/pyre-check',
    tags: ['opensource', 'meta'],
  },
  {
    name: 'Rancher Desktop',
    description: 'Container management and local Kubernetes on the desktop, documented per version.',
    url: 'https://docs.rancherdesktop.io/',
    source: 'https://github.com/rancher-sandbox/rancher-desktop-docs',
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
    name: 'React Native Gesture Handler',
    description: 'Native-driven touch and gesture handling for React Native apps.',
    url: 'https://docs.swmansion.com/react-native-gesture-handler/',
    source: 'https://github.com/software-mansion/react-native-gesture-handler',
    tags: ['opensource'],
  },
  {
    name: 'React Native Paper',
    description: 'Material Design component library for React Native, with live examples.',
    url: 'https://callstack.github.io/react-native-paper/',
    source: 'https://github.com/callstack/react-native-paper',
    tags: ['opensource', 'design'],
  },
  {
    name: 'React Native Reanimated',
    description:
      'Animation library for React Native that runs animations on the UI thread, documented per major version.',
    url: 'https://docs.swmansion.com/react-native-reanimated/',
    source: 'https://github.com/software-mansion/react-native-reanimated',
    tags: ['opensource', 'versioning', 'design'],
  },
  {
    name: 'React Navigation',
    description: 'Routing and navigation for React Native apps, documented per major version.',
    url: 'https://reactnavigation.org/',
    source: 'https://github.com/react-navigation/react-navigation.github.io',
    tags: ['opensource', 'versioning'],
  },
  {
    name: 'React Redux',
    description: 'Official React bindings for Redux, with hooks guides and the API reference.',
    url: 'https://react-redux.js.org/',
    source: 'https://github.com/reduxjs/react-redux',
    tags: ['opensource'],
  },
  {
    name: 'Redux',
    description: 'Tutorials and reference for the predictable state container.',
    url: 'https://redux.js.org/',
    source: 'https://github.com/reduxjs/redux',
    tags: ['favorite', 'opensource'],
  },
  {
    name: 'Redux Toolkit',
    description: 'The recommended way to write Redux logic, including RTK Query for data fetching.',
    url: 'https://redux-toolkit.js.org/',
    source: 'https://github.com/reduxjs/redux-toolkit',
    tags: ['opensource'],
  },
  {
    name: 'RedwoodJS',
    description: 'Full-stack React framework docs with a long tutorial, kept for each release.',
    url: 'https://redwoodjs.com/docs/',
    source: 'https://github.com/redwoodjs/redwood',
    tags: ['opensource', 'versioning'],
  },
  {
    name: 'Refine',
    description: 'React framework for admin panels and internal tools, with a heavily customised site.',
    url: 'https://refine.dev/',
    source: 'https://github.com/refinedev/refine',
    tags: ['opensource', 'product', 'design', 'large'],
  },
  {
    name: 'Remotion',
    description: 'Make videos programmatically with React: guides, API and rendering options.',
    url: 'https://www.remotion.dev/',
    source: 'https://github.com/remotion-dev/remotion',
    tags: ['opensource', 'product', 'design'],
  },
  {
    name: 'Sapling',
    description: 'A source control system from Meta, with its command reference and concepts.',
    url: 'https://sapling-scm.com/',
    source: 'https://github.com/facebook/sapling',
    tags: ['opensource', 'meta', 'design'],
  },
  {
    name: 'Sauce Labs',
    description: 'Docs of the cloud testing platform for web and mobile apps.',
    url: 'https://docs.saucelabs.com/',
    source: 'https://github.com/saucelabs/sauce-docs',
    tags: ['opensource', 'product', 'large'],
  },
  {
    name: 'Sequelize',
    description: 'Promise-based Node.js ORM for SQL databases, with docs for each major version.',
    url: 'https://sequelize.org/',
    source: 'https://github.com/sequelize/website',
    tags: ['opensource', 'versioning'],
  },
  {
    name: 'Socket.IO',
    description: 'Real-time, bidirectional communication library, documented per version and translated.',
    url: 'https://socket.io/',
    source: 'https://github.com/socketio/socket.io-website',
    tags: ['opensource', 'i18n', 'versioning'],
  },
  {
    name: 'Stencil',
    description: 'Compiler for web components, with guides for each framework integration.',
    url: 'https://stenciljs.com/',
    source: 'https://github.com/ionic-team/stencil-site',
    tags: ['opensource', 'versioning'],
  },
  {
    name: 'Strapi',
    description: 'Developer and user docs of the open-source headless CMS.',
    url: 'https://docs.strapi.io/',
    source: 'https://github.com/strapi/documentation',
    tags: ['opensource', 'product', 'large'],
  },
  {
    name: 'StyleX',
    description: 'Styling system that compiles atomic CSS at build time, from Meta.',
    url: 'https://stylexjs.com/',
    source: 'https://github.com/facebook/stylex',
    tags: ['opensource', 'meta', 'design'],
  },
  {
    name: 'SuperTokens',
    description: 'Authentication docs organised by recipe, front-end and back-end framework.',
    url: 'https://supertokens.com/docs/',
    source: 'https://github.com/supertokens/docs',
    tags: ['opensource', 'product', 'large'],
  },
  {
    name: 'Temporal',
    description: 'Durable execution platform docs, with SDK guides for several languages.',
    url: 'https://docs.temporal.io/',
    source: 'https://github.com/temporalio/documentation',
    tags: ['opensource', 'product', 'large'],
  },
  {
    name: 'Testing Library',
    description: 'Family of testing utilities that query the DOM the way users see it.',
    url: 'https://testing-library.com/',
    source: 'https://github.com/testing-library/testing-library-docs',
    tags: ['opensource'],
  },
  {
    name: 'This Week In React',
    description: 'A weekly newsletter about React and React Native, with every past issue published as a blog post.',
    url: 'https://thisweekinreact.com/',
    source: 'https://github.com/slorber/this-week-in-react',
    tags: ['opensource', 'personal'],
  },
  {
    name: 'ToolJet',
    description: 'Low-code platform for internal tools, documented per release.',
    url: 'https://docs.tooljet.com/',
    source: 'https://github.com/ToolJet/ToolJet',
    tags: ['opensource', 'product', 'versioning'],
  },
  {
    name: 'tRPC',
    description: 'End-to-end type-safe APIs for TypeScript, with docs for each major version.',
    url: 'https://trpc.io/',
    source: 'https://github.com/trpc/trpc',
    tags: ['opensource', 'versioning', 'design'],
  },
  {
    name: 'TypeGraphQL',
    description: 'Build GraphQL schemas from TypeScript classes and decorators, documented per release.',
    url: 'https://typegraphql.com/',
    source: 'https://github.com/MichalLytek/type-graphql',
    tags: ['opensource', 'versioning'],
  },
  {
    name: 'Verdaccio',
    description: 'Lightweight private npm registry, with translated docs and one set per major version.',
    url: 'https://verdaccio.org/',
    source: 'https://github.com/verdaccio/verdaccio',
    tags: ['opensource', 'i18n', 'versioning'],
  },
  {
    name: 'Watchman',
    description: 'File-watching service with a query language, used by large build systems.',
    url: 'https://facebook.github.io/watchman/',
    source: 'https://github.com/facebook/watchman',
    tags: ['opensource', 'meta'],
  },
  {
    name: 'Weaviate',
    description: 'Docs of the open-source vector database, its modules and client libraries.',
    url: 'https://weaviate.io/',
    source: 'https://github.com/weaviate/weaviate-io',
    tags: ['opensource', 'product', 'design', 'large'],
  },
  {
    name: 'WebdriverIO',
    description: 'Browser and mobile test automation framework for Node.js, with a large plugin ecosystem.',
    url: 'https://webdriver.io/',
    source: 'https://github.com/webdriverio/webdriverio',
    tags: ['opensource', 'large'],
  },
  {
    name: 'Yarn',
    description: "The package manager's docs, CLI reference and configuration, rebuilt on Docusaurus for Yarn 4.",
    url: 'https://yarnpkg.com/',
    source: 'https://github.com/yarnpkg/berry',
    tags: ['opensource', 'design'],
  },
  {
    name: 'Yoga',
    description: 'Embeddable Flexbox layout engine used by React Native, with an interactive playground.',
    url: 'https://yogalayout.dev/',
    source: 'https://github.com/facebook/yoga',
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

/** File name (without extension) of a site's generated preview card in static/img/showcase/. */
export function previewSlug(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Where readers learn how to get their site listed: the framework's own showcase data file. */
export const addYourSiteUrl = 'https://github.com/facebook/docusaurus/blob/main/website/src/data/users.tsx';
