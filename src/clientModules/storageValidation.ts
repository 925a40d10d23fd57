/**
 * Drops or repairs stored values the site would read (rules in
 * ./storageValidationCore.ts) before the theme, the plugins or the search
 * modal read them. Listed after storageMigration in the config, so values
 * moved from legacy keys are checked too. The checks of DocSearch's stored
 * searches (1.3 KB gzip with their HTML escaping) load only when the reader
 * has some: a first visit fetches nothing for them, and the modal checks the
 * lists again right before DocSearch reads them.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import SiteStorage from '@generated/site-storage';
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {storedSearchesKeys} from '../plugins/search/client/storedSearchKeys';
import {holdsAnyKey, siteStorageRules, validateStorage, type SiteFacts} from './storageValidationCore';

interface ColorModeConfig {
  defaultMode?: 'light' | 'dark';
  respectPrefersColorScheme?: boolean;
}

/**
 * Version names per docs instance: those of both sites that share these keys (the
 * site and its test area, `customFields.docsVersions` in config/shared.ts), then, over
 * them, those of this site's docs plugins' global data.
 */
function docsVersions(): SiteFacts['docsVersions'] {
  const instances = (globalData['docusaurus-plugin-content-docs'] ?? {}) as Record<
    string,
    {versions?: {name: string}[]}
  >;
  const bothSites = (siteConfig.customFields?.docsVersions ?? {}) as SiteFacts['docsVersions'];
  return {
    ...bothSites,
    ...Object.fromEntries(
      Object.entries(instances).map(([pluginId, data]) => [
        pluginId,
        (data.versions ?? []).map((version) => version.name),
      ]),
    ),
  };
}

if (ExecutionEnvironment.canUseDOM) {
  const rules = siteStorageRules(SiteStorage.namespace, {docsVersions: docsVersions()});
  const localStorage = () => window[SiteStorage.type];
  const removed = validateStorage(localStorage, rules.local, SiteStorage.namespace);
  if (holdsAnyKey(localStorage, storedSearchesKeys(SiteStorage.namespace))) {
    import(/* webpackChunkName: "stored-searches" */ '../plugins/search/client/storedSearches').then(
      ({storedSearchesRules}) =>
        validateStorage(localStorage, storedSearchesRules(SiteStorage.namespace), SiteStorage.namespace),
      // Offline without the chunk, say: the modal checks the lists itself before DocSearch reads them.
      () => undefined,
    );
  }
  validateStorage(() => window.sessionStorage, rules.session, SiteStorage.namespace);
  // The inline theme script has already applied a corrupt colour mode as `data-theme`;
  // apply what it chooses when nothing is stored.
  const theme = document.documentElement.getAttribute('data-theme');
  if (removed.includes(`theme${SiteStorage.namespace}`) && theme !== 'light' && theme !== 'dark') {
    const {defaultMode = 'light', respectPrefersColorScheme = false} =
      (siteConfig.themeConfig as {colorMode?: ColorModeConfig}).colorMode ?? {};
    const prefersDark = respectPrefersColorScheme && window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.setAttribute('data-theme', prefersDark ? 'dark' : defaultMode);
  }
}
