import {pageRenderedOnServer} from './keepRule';

/**
 * Whether React is still in the render that hydrates the page: true from the
 * moment this module loads on a page the server rendered, until the first
 * commit (src/clientModules/hydrationEnd.ts ends it). A module flag rather than
 * `useIsBrowser()`: that context flips after hydration and re-renders every
 * component that reads it, which for hundreds of Markdown blocks is a long
 * task of its own.
 */
let hydrating = pageRenderedOnServer(typeof document === 'undefined' ? undefined : document);

export function isHydrating(): boolean {
  return hydrating;
}

export function endHydration(): void {
  hydrating = false;
}
