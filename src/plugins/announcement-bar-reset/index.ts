import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {announcementResetScript} from './script';

/**
 * Makes a changed announcement id show the bar again on the very first page
 * load (see ./script.ts for the framework behaviour this corrects). Must be
 * registered after the classic theme so its script runs after the theme's.
 */
export default function announcementBarResetPlugin(context: LoadContext): Plugin {
  const announcementId = (context.siteConfig.themeConfig as ThemeConfig).announcementBar?.id;
  return {
    name: 'announcement-bar-reset',
    injectHtmlTags() {
      if (!announcementId) {
        return {};
      }
      const script = announcementResetScript({
        storageType: context.siteStorage.type,
        namespace: context.siteStorage.namespace,
        announcementId,
      });
      return {preBodyTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
