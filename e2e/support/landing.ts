import type {APIRequestContext} from '@playwright/test';

/** Where a URL ends up for a reader: the last answer, after every redirect. */
export interface Landing {
  /** Status of the last answer. */
  status: number;
  /** Path of the last answer, percent-encoded as requested. */
  pathname: string;
  /** Every URL asked for, the first one included. */
  hops: string[];
  body: string;
}

/**
 * The target of a client-redirects page (`<meta http-equiv="refresh" content="0; url=…">`),
 * or undefined for any other page. The plugin writes these pages for redirects
 * and `.html` forms; browsers follow them at once.
 */
export function clientRedirectTarget(html: string): string | undefined {
  const match = /<meta\s+http-equiv=["']?refresh["']?\s+content=["']?\d+;\s*url=([^"'>\s]+)/i.exec(html);
  return match?.[1];
}

/**
 * Follows HTTP redirects and client-redirect pages from `path` on `origin`,
 * without a browser, and returns the final answer. Fails after 6 hops (a loop).
 */
export async function land(request: APIRequestContext, origin: string, path: string): Promise<Landing> {
  const hops: string[] = [];
  let url = new URL(path, origin);
  for (let hop = 0; hop < 6; hop += 1) {
    hops.push(url.pathname + url.search);
    const response = await request.get(url.href, {maxRedirects: 0, failOnStatusCode: false});
    const status = response.status();
    const location = response.headers()['location'];
    if (status >= 300 && status < 400 && location) {
      url = new URL(location, url);
      continue;
    }
    const body = await response.text();
    const target = status === 200 ? clientRedirectTarget(body) : undefined;
    if (target) {
      url = new URL(target, url);
      continue;
    }
    return {status, pathname: url.pathname, hops, body};
  }
  throw new Error(`Too many redirects: ${hops.join(' → ')}`);
}

/** Runs `work` over `items`, at most `concurrency` at a time, and keeps the order of the results. */
export async function inBatches<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += concurrency) {
    results.push(...(await Promise.all(items.slice(start, start + concurrency).map(work))));
  }
  return results;
}
