export interface AnnouncementResetScriptOptions {
  /** `localStorage` or `sessionStorage`, as the site stores its preferences. */
  storageType: string;
  /** Site storage suffix (for example `-3a8`), or an empty string. */
  namespace: string;
  /** The id of the announcement the site shows now. */
  announcementId: string;
}

/**
 * Docusaurus 3.6.1's pre-hydration script hides the announcement bar whenever
 * the reader dismissed *an* announcement, without comparing ids. React then
 * notices the new id and resets the dismissal, but the hiding attribute stays
 * until the next full page load. This script runs right after the theme's and
 * reveals the bar when the stored id is not the current one.
 */
export function announcementResetScript({
  storageType,
  namespace,
  announcementId,
}: AnnouncementResetScriptOptions): string {
  const idKey = JSON.stringify(`docusaurus.announcement.id${namespace}`);
  return `(function () {
  try {
    if (window[${JSON.stringify(storageType)}].getItem(${idKey}) !== ${JSON.stringify(announcementId)}) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch (error) {}
})();`;
}
