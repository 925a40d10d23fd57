import type {Plugin} from '@docusaurus/types';
import {urlFormScript} from './script';

/**
 * Lets the `.html` and `/index.html` forms of a page hydrate cleanly where a
 * static host serves them as files (see ./script.ts). The script is the same
 * on every page, so the Content-Security-Policy needs one more hash, which
 * scripts/nginx/config.mjs finds in the built HTML like the theme's own.
 */
export default function urlFormsPlugin(): Plugin {
  return {
    name: 'url-forms',
    injectHtmlTags() {
      // In the head, after the canonical link the script reads and before the deferred app scripts.
      return {headTags: [{tagName: 'script', innerHTML: urlFormScript}]};
    },
  };
}
