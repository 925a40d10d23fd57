import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  anchorHrefs,
  checkCrossSiteLinks,
  crossesSites,
  formatProblems,
  pagePathOf,
  rootRelativePath,
} from '../check.mjs';

/** A build folder holding both sites: the main site at its root, the test area's in tests/. */
function writeBuild(dir: string, pages: Record<string, string>): void {
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), html);
  }
}

const page = (...links: string[]) => `<!doctype html><body>${links.join('')}</body>`;

describe('the links between the site and its test area', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cross-site-'));
    writeBuild(dir, {
      // Minified HTML drops the quotes where it can: both forms count.
      'index.html': page('<a href=/tests/pages/ target=_top>Tests</a>', '<a class="x" href="/docs/">own route</a>'),
      'docs/index.html': page('<a href="/tests/docs/paths/with%20spaces/doc%20with%20spaces/#top">encoded</a>'),
      'img/logo.svg': '<svg/>',
      'tests/pages/index.html': page(
        '<a href="/docs/?from=tests" target="_top">Docs</a>',
        "<a href='/img/logo.svg'>logo</a>",
        '<a href="/tests/pages/missing/">own route: its own checker</a>',
        '<a href="https://github.com/facebook/docusaurus">external</a>',
        '<a href="#anchor">anchor</a>',
      ),
      'tests/docs/paths/with spaces/doc with spaces/index.html': page('<a href="/docs">no slash</a>'),
    });
  });
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('passes when every link to the other site lands on a built file', async () => {
    expect(await checkCrossSiteLinks(dir)).toEqual([]);
    // `--out-dir` may name the folder relative to the working directory.
    expect(await checkCrossSiteLinks(path.relative(process.cwd(), dir))).toEqual([]);
  });

  it('fails on a planted link to a missing page of the other site, in each direction', async () => {
    writeBuild(dir, {
      'blog/index.html': page('<a href="/tests/pages/gone/" target="_top">gone</a>'),
      'tests/blog/index.html': page('<a href=/docs/gone/#x>gone</a>', '<a href="/__docusaurus/debug/">debug</a>'),
    });
    try {
      const problems = await checkCrossSiteLinks(dir);
      expect(problems).toEqual([
        {page: '/blog/', href: '/tests/pages/gone/'},
        {page: '/tests/blog/', href: '/docs/gone/#x'},
        {page: '/tests/blog/', href: '/__docusaurus/debug/'},
      ]);
      expect(formatProblems(problems)).toContain('- /blog/ links to /tests/pages/gone/');
    } finally {
      rmSync(path.join(dir, 'blog'), {recursive: true});
      rmSync(path.join(dir, 'tests/blog'), {recursive: true});
    }
  });

  it('reads hrefs quoted or not, and keeps only root-relative paths', () => {
    expect(anchorHrefs(`<a href=/a/>a</a><a data-x="1" href='/b/?q=1&amp;r=2'>b</a><link href="/c.css">`)).toEqual([
      '/a/',
      '/b/?q=1&r=2',
    ]);
    expect(rootRelativePath('/b/?q=1#h')).toBe('/b/');
    expect(rootRelativePath('//cdn.example.com/x')).toBeUndefined();
    expect(rootRelativePath('../x/')).toBeUndefined();
    expect(rootRelativePath('mailto:someone@example.com')).toBeUndefined();
  });

  it('tells the two sites apart by the /tests/ base URL', () => {
    expect(crossesSites('/', '/tests/pages/')).toBe(true);
    expect(crossesSites('/tests/docs/', '/docs/')).toBe(true);
    expect(crossesSites('/tests/docs/', '/tests/blog/')).toBe(false);
    expect(crossesSites('/docs/', '/testsuite/')).toBe(false);
    expect(pagePathOf('tests/pages/index.html')).toBe('/tests/pages/');
    expect(pagePathOf('404.html')).toBe('/404.html');
  });
});
