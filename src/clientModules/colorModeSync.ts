/**
 * Docusaurus 3.6.1 syncs the colour mode across tabs by listening for storage
 * events whose key is exactly "theme"; with namespaced storage the key is
 * "theme-<suffix>", so other tabs never hear about a change. We re-announce a
 * namespaced change under the plain key: the theme's listener then reads the
 * (namespaced) stored value itself.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import SiteStorage from '@generated/site-storage';
import {bridgeNamespacedStorageEvents} from './colorModeSyncCore';

if (ExecutionEnvironment.canUseDOM && SiteStorage.namespace) {
  bridgeNamespacedStorageEvents(window, 'theme', SiteStorage.namespace);
}
