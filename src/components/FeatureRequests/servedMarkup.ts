/**
 * Which page the server sent for a path below /feature-requests/.
 *
 * nginx answers every such path with the feature requests page
 * (scripts/nginx/config.mjs), but a host without rewrite rules (GitHub Pages,
 * Netlify, S3) has no file there and sends 404.html. The client router still
 * matches the non-exact /feature-requests/ route, so rendering this page over
 * the 404 markup fails hydration (React error #418). The page's root element
 * carries this attribute, so its presence tells the two cases apart.
 */
export const pageMarker = 'data-feature-requests-page';

/** True when the document holds server markup, and that markup is not this page (so it is the 404 page). */
export function servedAnotherPage(root: Pick<ParentNode, 'querySelector'> | undefined): boolean {
  return root !== undefined && root.querySelector(`[${pageMarker}]`) === null;
}
