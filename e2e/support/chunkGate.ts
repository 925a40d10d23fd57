import type {Page, Route} from '@playwright/test';

/**
 * Controls the script chunks a page requests, so a test can catch a
 * client-side navigation while its code is still on the way, or make that
 * code fail to load. Only script requests are gated: `<link rel="prefetch">`
 * requests for the same files never run code, so they pass untouched.
 */
export interface ChunkGate {
  /** Holds every later script request until `allow` or `open`. */
  hold(): void;
  /** Makes the next script request fail as if the network were down, then lets the rest through. */
  failNext(): void;
  /** Makes every later script request fail until `open`. */
  failAll(): void;
  /** Lets these URLs through, including any held request for them; others stay held. */
  allow(urls: Iterable<string>): Promise<void>;
  /** Lets every held and later request through. */
  open(): Promise<void>;
  /** Script URLs requested while the gate was not open, in order. */
  readonly gated: readonly string[];
  /** Script URLs that were made to fail, in order. */
  readonly failed: readonly string[];
}

type Mode = 'open' | 'hold' | 'fail-next' | 'fail-all';

export async function gateScriptChunks(page: Page): Promise<ChunkGate> {
  let mode: Mode = 'open';
  const allowed = new Set<string>();
  let held: Route[] = [];
  const gated: string[] = [];
  const failed: string[] = [];

  const fail = async (route: Route) => {
    failed.push(route.request().url());
    await route.abort('internetdisconnected');
  };

  // Routing also turns off the HTTP cache, so a chunk fetched earlier by a prefetch still goes through here.
  await page.route('**/assets/js/*.js', async (route) => {
    const request = route.request();
    if (mode === 'open' || request.resourceType() !== 'script' || allowed.has(request.url())) {
      await route.continue();
      return;
    }
    gated.push(request.url());
    if (mode === 'fail-next') {
      mode = 'open';
      await fail(route);
    } else if (mode === 'fail-all') {
      await fail(route);
    } else {
      held.push(route);
    }
  });

  const release = async (routes: Route[]) => {
    await Promise.all(routes.map((route) => route.continue()));
  };

  return {
    hold: () => {
      mode = 'hold';
    },
    failNext: () => {
      mode = 'fail-next';
    },
    failAll: () => {
      mode = 'fail-all';
    },
    async allow(urls) {
      for (const url of urls) {
        allowed.add(url);
      }
      const released = held.filter((route) => allowed.has(route.request().url()));
      held = held.filter((route) => !allowed.has(route.request().url()));
      await release(released);
    },
    async open() {
      mode = 'open';
      const released = held;
      held = [];
      await release(released);
    },
    gated,
    failed,
  };
}

/** Records the URLs of the scripts the page requests from now on. */
export function recordScriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      urls.push(request.url());
    }
  });
  return urls;
}
