import {createStorageSlot} from '@docusaurus/theme-common';

/** The PWA plugin's own flag, so a reader who installed the app keeps the full tier. */
export const appInstalledFlag = createStorageSlot('docusaurus.pwa.event.appInstalled.fired');
