import {expect, test, type APIRequestContext} from '@playwright/test';
import versions from '../versions.json';
import {siteUrl} from '../config/site';

/**
 * Markdown twins and llms.txt (issue 34, items 1 and 2; src/plugins/markdown-twins),
 * against the production build: every docs page of every version has a twin at
 * its URL without the trailing slash plus `.md` whose first line is the page's
 * H1, and each version's llms.txt lists exactly that version's pages, with
 * links that all resolve.
 */

/** `https://docusaurus.io/docs/x/` → `/docs/x/` (the server under test stands in for the site's URL). */
function sitePath(url: string): string {
  expect(url.startsWith(`${siteUrl}/`), `${url} is on the site's URL`).toBe(true);
  return url.slice(siteUrl.length);
}

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

async function inBatches<T>(items: T[], run: (item: T) => Promise<void>, size = 12): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
}

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The text of a page's H1, as a reader sees it. */
function headingOf(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? decodeEntities(match[1]!.replace(/<[^>]+>/g, '')).trim() : undefined;
}

/** Markdown inline code and emphasis markers are not part of the words. */
const words = (heading: string) => heading.replace(/[`*]/g, '').replace(/\s+/g, ' ').trim();

const versionPaths = versions.map((version) => `/docs/${version}/`);
const linkTargets = (markdown: string) => [...markdown.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((match) => match[1]!);
const twinOf = (pagePath: string) => `${pagePath.replace(/\/$/, '')}.md`;

async function docsPathsOfSitemap(request: APIRequestContext): Promise<string[]> {
  const sitemap = await text(request, '/sitemap.xml');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((pathname) => pathname.startsWith('/docs/'));
}

test.describe('Markdown twins', () => {
  test('twins and llms files answer as text with one UTF-8 type, revalidated and not indexed; pages link their twin', async ({
    request,
  }) => {
    for (const [path, type] of [
      ['/docs/installation.md', 'text/markdown; charset=utf-8'],
      ['/docs/3.5.2/installation.md', 'text/markdown; charset=utf-8'],
      ['/blog/releases/3.6.md', 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/docs/3.6.1/llms-full.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headersArray();
      const values = (name: string) =>
        headers.filter((header) => header.name.toLowerCase() === name).map((h) => h.value);
      expect(values('content-type'), path).toEqual([type]);
      expect(values('x-robots-tag'), path).toEqual(['noindex']);
      expect(values('cache-control').join(', '), path).not.toContain('immutable');
    }
    const html = await text(request, '/docs/3.5.2/installation/');
    expect(html).toMatch(
      // The built HTML is minified: attribute values may come without quotes.
      /<link[^>]+rel="?alternate"?[^>]+type="?text\/markdown"?[^>]+href="?\/docs\/3\.5\.2\/installation\.md[\s">]/,
    );
  });

  test('every docs page of the sitemap, all versions, has a Markdown twin opening with its H1', async ({request}) => {
    const pages = await docsPathsOfSitemap(request);
    // Canary and each released version are all there.
    for (const prefix of versionPaths)
      expect(
        pages.some((pagePath) => pagePath.startsWith(prefix)),
        prefix,
      ).toBe(true);
    expect(pages.length).toBeGreaterThan(200);
    const mismatches: string[] = [];
    await inBatches(pages, async (pagePath) => {
      const [html, twinResponse] = await Promise.all([text(request, pagePath), request.get(twinOf(pagePath))]);
      expect(twinResponse.status(), twinOf(pagePath)).toBe(200);
      expect(twinResponse.headers()['content-type'], twinOf(pagePath)).toBe('text/markdown; charset=utf-8');
      const twin = await twinResponse.text();
      const heading = headingOf(html);
      const firstLine = twin.split('\n')[0]!;
      if (!heading || !firstLine.startsWith('# ') || words(firstLine.slice(2)) !== words(heading)) {
        mismatches.push(`${pagePath}: H1 "${heading}", twin "${firstLine}"`);
      }
    });
    expect(mismatches).toEqual([]);
  });

  test('a twin carries no MDX: no import, no JSX component, no front matter', async ({request}) => {
    // Pages that use tabs, imported partials, reference tables, math and diagrams in their source.
    for (const pagePath of [
      '/docs/markdown-features/react/',
      '/docs/markdown-features/tabs/',
      '/docs/3.5.2/api/plugins/@docusaurus/plugin-sitemap/',
      '/docs/markdown-features/math-equations/',
      '/docs/markdown-features/diagrams/',
    ]) {
      const twin = await text(request, twinOf(pagePath));
      // Code blocks and inline code may show MDX on purpose.
      const prose = twin.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '').replace(/`[^`\n]*`/g, '');
      expect(prose, pagePath).not.toMatch(/^(import|export) /m);
      expect(prose, pagePath).not.toMatch(/<\/?(Tabs|TabItem|ReferenceTable|ReferenceOption|SharedNote|Mermaid)\b/);
      expect(twin.startsWith('---'), pagePath).toBe(false);
    }
  });
});

test.describe('llms.txt', () => {
  test('each version has an index and a full text; every link of each index resolves', async ({request}) => {
    const root = await text(request, '/llms.txt');
    const indexes = ['/llms.txt', ...versionPaths.map((prefix) => `${prefix}llms.txt`)];
    for (const index of indexes.slice(1)) expect(linkTargets(root)).toContain(`${siteUrl}${index}`);
    const broken: string[] = [];
    for (const index of indexes) {
      const targets = [...new Set(linkTargets(await text(request, index)))];
      expect(targets.length, index).toBeGreaterThan(10);
      await inBatches(targets, async (target) => {
        const status = (await request.get(sitePath(target))).status();
        if (status !== 200) broken.push(`${index} → ${target}: ${status}`);
      });
    }
    expect(broken).toEqual([]);
  });

  test("a version's index lists exactly that version's pages of the sitemap, and only them", async ({request}) => {
    const pages = await docsPathsOfSitemap(request);
    const canaryPages = pages.filter((pagePath) => !versionPaths.some((prefix) => pagePath.startsWith(prefix)));
    for (const [index, prefix, expected] of [
      ...versionPaths.map(
        (prefix) => [`${prefix}llms.txt`, prefix, pages.filter((p) => p.startsWith(prefix))] as const,
      ),
      ['/llms.txt', '/docs/', canaryPages] as const,
    ]) {
      // The pages whose twins the index links (`/docs/cli.md` → `/docs/cli/`), community and blog left aside.
      const listed = linkTargets(await text(request, index))
        .map(sitePath)
        .filter((target) => target.endsWith('.md'))
        .map((target) => target.replace(/\.md$/, '/'))
        .filter((pagePath) => pagePath.startsWith('/docs/'));
      // No page of another version.
      const foreign = listed.filter(
        (pagePath) =>
          !pagePath.startsWith(prefix) || (prefix === '/docs/' && versionPaths.some((p) => pagePath.startsWith(p))),
      );
      expect(foreign, index).toEqual([]);
      expect([...listed].sort(), index).toEqual([...expected].sort());
    }
  });

  test('the 3.5.2 full text holds only 3.5.2 pages, each under its H1', async ({request}) => {
    const full = await text(request, '/docs/3.5.2/llms-full.txt');
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => sitePath(match[1]!));
    const listed = linkTargets(await text(request, '/docs/3.5.2/llms.txt'))
      .map(sitePath)
      .filter((target) => target.endsWith('.md'));
    expect(sources.map(twinOf)).toEqual(listed);
    expect(sources.every((source) => source.startsWith('/docs/3.5.2/'))).toBe(true);
  });
});
