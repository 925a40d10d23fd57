import type {Config} from '@docusaurus/types';
import {baseUrl} from './config/site';
import {themeConfig} from './config/theme';
import {plugins, presetOptions} from './config/plugins';
import {sharedSiteOptions, sharedThemes} from './config/shared';

/** The site; its test area under /tests/ is a site of its own (tests-area/docusaurus.config.ts). */
const config: Config = {
  ...sharedSiteOptions,
  baseUrl,
  presets: [['classic', presetOptions]],
  plugins,
  themes: sharedThemes,
  themeConfig,
};

export default config;
