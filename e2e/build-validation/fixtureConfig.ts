import type {Config, PluginConfig} from '@docusaurus/types';
import type {NavbarItem} from '@docusaurus/theme-common';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

type FixtureOptions = {
  /** Adds the docs plugin (default instance, `docs/` beside the config) with these options. */
  docs?: DocsOptions;
  navbarItems?: NavbarItem[];
};

/**
 * The valid base that every fixture site starts from: the smallest set of plugins
 * that can show a case, and the same build-failure policy as the real site, so each
 * case folder only holds its one bad input.
 */
export function fixtureConfig({docs, navbarItems = []}: FixtureOptions = {}): Config {
  const plugins: PluginConfig[] = [
    // The home page every site shares: the navbar logo links to it.
    ['@docusaurus/plugin-content-pages', {id: 'home', path: '../../home'}],
    // A case's own pages, in its src/pages/ (none is fine).
    '@docusaurus/plugin-content-pages',
  ];
  if (docs) {
    plugins.push(['@docusaurus/plugin-content-docs', docs]);
  }
  return {
    title: 'Build validation fixture',
    url: 'https://fixture.example',
    baseUrl: '/',
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onBrokenMarkdownLinks: 'warn',
    onDuplicateRoutes: 'warn',
    // Rspack: a case builds in about 5 s on a 2-core machine, against 10-33 s with webpack.
    future: {experimental_faster: true},
    plugins,
    themes: ['@docusaurus/theme-classic'],
    themeConfig: {navbar: {items: navbarItems}},
  };
}
