/**
 * Our storage keys carry a site suffix (future.experimental_storage.namespace).
 * Readers who visited before the suffix existed have their choices under the
 * plain keys; this module moves them once, so nobody loses their colour mode,
 * dismissed announcement or preferred docs version.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import SiteStorage from '@generated/site-storage';
import {migrateLegacyKeys} from './storageMigrationCore';

if (ExecutionEnvironment.canUseDOM) {
  const migrated = migrateLegacyKeys(() => window[SiteStorage.type], SiteStorage.namespace);
  // The inline theme script ran before this module and found no suffixed key,
  // so apply a migrated colour mode now instead of on the next visit.
  const theme = migrated.get('theme');
  if (theme === 'light' || theme === 'dark') {
    document.documentElement.setAttribute('data-theme', theme);
  }
}
