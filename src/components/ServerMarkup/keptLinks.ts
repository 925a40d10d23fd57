/**
 * The behaviour `@docusaurus/Link` gives a link into this site, for the links
 * inside kept server markup (./routedLinks.ts says why): a click navigates on
 * the client, hover or touch preloads the route, and the route is prefetched
 * once the link is in view. One set of listeners on the document serves them
 * all; links React renders handle themselves, and a click React's Link has
 * handled arrives here already prevented.
 */
import {useEffect} from 'react';
import {useHistory} from '@docusaurus/router';
import {isRoutedLink, routedNavigation, type Navigation} from './routedLinks';

/** Elements that kept the server's markup, registered as they mount (./index.tsx). */
const keptElements = new WeakSet<Element>();
const preloaded = new Set<string>();
let inView: IntersectionObserver | undefined;

/** The links Link would route in a kept element, the element itself included (a kept navbar item is one `<a>`). */
function routedAnchors(root: Element): HTMLAnchorElement[] {
  const anchors = [...(root.matches('a[href]') ? [root] : []), ...Array.from(root.querySelectorAll('a[href]'))];
  return anchors
    .filter((anchor): anchor is HTMLAnchorElement => anchor instanceof HTMLAnchorElement)
    .filter((anchor) => isRoutedLink(anchor.getAttribute('href'), anchor.getAttribute('target') ?? undefined));
}

/** The path Link would hand to `window.docusaurus`: the link's own, resolved against the page. */
function routePath(anchor: HTMLAnchorElement): string {
  const url = new URL(anchor.href);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The kept `<a>` that an event happened in, if it is one that Link would have routed. */
function keptRoutedAnchor(target: EventTarget | null): HTMLAnchorElement | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) {
    return undefined;
  }
  for (let element: Element | null = anchor; element; element = element.parentElement) {
    if (keptElements.has(element)) {
      return isRoutedLink(anchor.getAttribute('href'), anchor.getAttribute('target') ?? undefined) ? anchor : undefined;
    }
  }
  return undefined;
}

/**
 * Registers an element that kept the server's markup, and prefetches the
 * routes of its links once each comes into view, as Link does.
 */
export function watchKeptLinks(element: Element): void {
  keptElements.add(element);
  const anchors = routedAnchors(element);
  if (anchors.length === 0) {
    return;
  }
  if (typeof IntersectionObserver !== 'function') {
    anchors.forEach((anchor) => window.docusaurus.prefetch(routePath(anchor)));
    return;
  }
  inView ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting || entry.intersectionRatio > 0) {
        inView?.unobserve(entry.target);
        window.docusaurus.prefetch(routePath(entry.target as HTMLAnchorElement));
      }
    }
  });
  anchors.forEach((anchor) => inView?.observe(anchor));
}

function preload(event: Event): void {
  const anchor = keptRoutedAnchor(event.target);
  if (anchor) {
    const path = routePath(anchor);
    if (!preloaded.has(path)) {
      preloaded.add(path);
      void window.docusaurus.preload(path);
    }
  }
}

/**
 * Listens on the document for clicks, hovers and touches on kept links into
 * this site. Rendered once, at the root of the app (src/theme/Root.tsx), where
 * the router's history is at hand.
 */
export function useKeptLinks(): void {
  const history = useHistory();
  useEffect(() => {
    const navigate = ({path, replace}: Navigation) => (replace ? history.replace(path) : history.push(path));
    const onClick = (event: MouseEvent) => {
      const anchor = keptRoutedAnchor(event.target);
      if (!anchor) {
        return;
      }
      const navigation = routedNavigation(
        event,
        {
          hrefAttribute: anchor.getAttribute('href'),
          targetAttribute: anchor.getAttribute('target'),
          hasDownload: anchor.hasAttribute('download'),
          resolved: new URL(anchor.href),
        },
        new URL(window.location.href),
      );
      if (navigation) {
        event.preventDefault();
        navigate(navigation);
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', preload);
    document.addEventListener('touchstart', preload, {passive: true});
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', preload);
      document.removeEventListener('touchstart', preload);
    };
  }, [history]);
}
