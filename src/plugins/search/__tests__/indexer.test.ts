import {mkdtemp, mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {gunzipSync} from 'node:zlib';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {indexBuiltSite, isPublishedInVersionBundle, isPublishedIndexFile, type IndexSummary} from '../indexer';
import {pageSelectionFor} from '../options';
import {pagefindIndexTransform} from '../precache';
import {shardOf} from '../client/shard';

function page(title: string, tag: string, body: string): string {
  return `<!doctype html><html lang=en-US><head><meta name=docsearch:language content=en><meta name=docusaurus_tag content=${tag}><meta name=docsearch:docusaurus_tag content=${tag}></head><body><nav class=navbar>Docs Blog</nav><main><h1>${title}</h1><img src="data:image/svg+xml;base64,PHN2Zy8+" alt="A diagram"><p>${body}</p><h2 id=details>Details</h2><p>More about ${body}</p></main><footer class=footer>Legal</footer></body></html>`;
}

describe('indexBuiltSite (real Pagefind)', () => {
  let outDir: string;
  let summary: IndexSummary;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    const files: Record<string, string> = {
      'index.html': page('Home', 'default', 'welcome readers'),
      'docs/sidebar/index.html': page(
        'Sidebar',
        'docs-default-current',
        'sidebar categories <pre><code>zebracode</code></pre><ul><li>quokkaone<li>quokkatwo</ul>',
      ).replace('<head>', '<head><meta name=description content="Group docs &amp; zebrasummary">'),
      'docs/3.6.1/sidebar/index.html': page(
        'Sidebar',
        'docs-default-3.6.1',
        'sidebar categories of 3.6.1 <table data-reference-source=config><tr><td><code>onBrokenLinks</code><td>x</table>',
      ),
      'tests/docs/index.html': page('Fixture', 'docs-docs-tests-current', 'fixture sidebar'),
      'blog/index.html': page('Blog', 'blog_posts_list', 'list of posts'),
    };
    for (const [file, html] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
      await writeFile(path.join(outDir, file), html);
    }
    summary = await indexBuiltSite(
      outDir,
      ['/', '/docs/sidebar/', '/docs/3.6.1/sidebar/', '/tests/docs/', '/blog/', '/missing/'],
      pageSelectionFor({id: 'default', excludedRoutePrefixes: ['/tests/'], excludedRoutes: [], sections: []}, '/'),
      ['docs-default-3.6.1', 'docs-default-current'],
    );
  }, 60_000);

  afterAll(async () => {
    await rm(outDir, {recursive: true, force: true});
  });

  it('indexes only the pages that belong in search', () => {
    expect(summary.pageCount).toBe(3);
  });

  it('writes the whole index, and each split docs version again as a bundle of its own', () => {
    expect(summary.bundles).toEqual([
      {tag: null, directory: 'pagefind/', pageCount: 3},
      {tag: 'docs-default-3.6.1', directory: 'pagefind/docs-default-3.6.1/', pageCount: 1},
      {tag: 'docs-default-current', directory: 'pagefind/docs-default-current/', pageCount: 1},
    ]);
    const names = summary.files.map((file) => file.path);
    expect(names).toContain('pagefind/docs-default-3.6.1/pagefind-entry.json');
    expect(names).toContain('pagefind/docs-default-3.6.1/wasm.en-us.pagefind');
    expect(names.some((name) => /^pagefind\/docs-default-3\.6\.1\/fragment\//.test(name))).toBe(true);
    // One search script for every bundle.
    expect(names.filter((name) => name.endsWith('/pagefind.js'))).toEqual(['pagefind/pagefind.js']);
  });

  it('leaves code blocks out of the version bundles only, so they fit the lite offline budget', async () => {
    const fragmentText = async (directory: string) => {
      const folder = path.join(outDir, directory, 'fragment');
      const names = await readdir(folder);
      const texts = await Promise.all(
        names.map(async (name) => gunzipSync(await readFile(path.join(folder, name))).toString()),
      );
      return texts.join('\n');
    };
    expect(await fragmentText('pagefind')).toContain('zebracode');
    const bundle = await fragmentText('pagefind/docs-default-current');
    expect(bundle).toContain('sidebar categories');
    expect(bundle).not.toContain('zebracode');
  });

  it('names reference rows as anchors in the whole index only, not in the version bundles', async () => {
    const anchorsIn = async (directory: string) => {
      const folder = path.join(outDir, directory, 'fragment');
      const fragments = await Promise.all(
        (await readdir(folder)).map(async (name) =>
          JSON.parse(
            gunzipSync(await readFile(path.join(folder, name)))
              .toString()
              .slice('pagefind_dcd'.length),
          ),
        ),
      );
      return fragments.flatMap((fragment: {anchors: {id: string; text: string}[]}) => fragment.anchors);
    };
    expect(await anchorsIn('pagefind')).toContainEqual(expect.objectContaining({id: 'ref-1', text: 'onBrokenLinks'}));
    expect((await anchorsIn('pagefind/docs-default-3.6.1')).map((anchor) => anchor.id)).toEqual(['details']);
  });

  it('makes a page description searchable in the whole index only, not in the version bundles', async () => {
    const fragmentsIn = async (directory: string) => {
      const folder = path.join(outDir, directory, 'fragment');
      return Promise.all(
        (await readdir(folder)).map(
          async (name) =>
            JSON.parse(
              gunzipSync(await readFile(path.join(folder, name)))
                .toString()
                .slice('pagefind_dcd'.length),
            ) as {url: string; meta: Record<string, string>},
        ),
      );
    };
    const whole = await fragmentsIn('pagefind');
    expect(whole.find((fragment) => fragment.url === '/docs/sidebar/')?.meta.description).toBe(
      'Group docs & zebrasummary',
    );
    // Its words are index words (only the description holds this one), so the vocabulary knows them.
    const shard = JSON.parse(await readFile(path.join(outDir, 'pagefind', 'vocabulary', 'ze.json'), 'utf8'));
    expect(shard.words).toHaveProperty('zebrasummari', 1); // Pagefind's stem
    const bundle = await fragmentsIn('pagefind/docs-default-current');
    expect(bundle.map((fragment) => fragment.meta.description)).toEqual([undefined]);
  });

  it('keeps the text of table cells and list items whose end tag the minifier left out as words of their own', async () => {
    const words = async (word: string) =>
      Object.keys(
        JSON.parse(await readFile(path.join(outDir, 'pagefind', 'vocabulary', `${shardOf(word)}.json`), 'utf8')).words,
      );
    // `<tr><td><code>onBrokenLinks</code><td>x` and `<li>quokkaone<li>quokkatwo`: run together before.
    expect((await words('onbroken')).filter((word) => word.startsWith('onbroken'))).toEqual(['onbrokenlink']);
    expect((await words('quokka')).filter((word) => word.startsWith('quokka')).sort()).toEqual([
      'quokkaon',
      'quokkatwo',
    ]);
  });

  it("keeps no page's image in its fragment: no hit shows one, and every shown page costs its fragment", async () => {
    const folder = path.join(outDir, 'pagefind', 'fragment');
    for (const name of await readdir(folder)) {
      const fragment = JSON.parse(
        gunzipSync(await readFile(path.join(folder, name)))
          .toString()
          .slice('pagefind_dcd'.length),
      );
      expect(fragment.meta.image ?? '').toBe('');
      expect(fragment.meta).not.toHaveProperty('image_alt');
    }
  });

  it("writes Pagefind's script with a page's text split once for all its excerpts (../pagefindExcerpts.ts)", async () => {
    const script = await readFile(path.join(outDir, 'pagefind', 'pagefind.js'), 'utf8');
    // The cache's property names outlive minification; the unpatched script has none of them.
    expect(script).toMatch(/\{content:void 0,zws:!1,words:\[\]\}/);
  });

  it('publishes the search runtime and index, not the bundled UIs or worker', () => {
    const names = summary.files.map((file) => file.path);
    expect(names).toContain('pagefind/pagefind.js');
    expect(names).toContain('pagefind/pagefind-entry.json');
    expect(names.some((name) => name.endsWith('.pf_meta'))).toBe(true);
    expect(names.some((name) => name.endsWith('.pf_filter'))).toBe(true);
    expect(names.some((name) => /pagefind-(ui|worker|component-ui|modular-ui)/.test(name))).toBe(false);
  });

  it('records both filters in the written index', async () => {
    const entry = JSON.parse(await readFile(path.join(outDir, 'pagefind', 'pagefind-entry.json'), 'utf8'));
    expect(Object.values(entry.languages as Record<string, {page_count: number}>)[0]!.page_count).toBe(3);
  });

  it('adds every index file to the service worker precache list, replacing globbed duplicates', async () => {
    const precachePagefindIndex = pagefindIndexTransform(() => Promise.resolve(summary));
    const {manifest} = await precachePagefindIndex([
      {url: 'index.html', revision: 'abc', size: 10},
      {url: 'pagefind/pagefind.js', revision: null, size: 1},
    ]);
    const urls = manifest.map((entry) => entry.url);
    expect(urls.filter((url) => url === 'pagefind/pagefind.js')).toHaveLength(1);
    expect(urls).toContain('index.html');
    // Every index file but the WebAssembly build for pages without a language, which none is.
    const loadable = summary.files.map((file) => file.path).filter((name) => !name.endsWith('wasm.unknown.pagefind'));
    expect(urls.filter((url) => url.startsWith('pagefind/')).sort()).toEqual(loadable.sort());
    expect(urls).toContain('pagefind/wasm.en-us.pagefind');
    for (const entry of manifest.filter((item) => item.url.startsWith('pagefind/'))) {
      expect(entry.revision).toMatch(/^[0-9a-f]{32}$/);
    }
  });
});

describe('isPublishedIndexFile', () => {
  it('leaves the script out of version bundles, which use the whole index one', () => {
    expect(isPublishedInVersionBundle('pagefind.js')).toBe(false);
    expect(isPublishedInVersionBundle('wasm.en-us.pagefind')).toBe(true);
    expect(isPublishedInVersionBundle('pagefind-entry.json')).toBe(true);
    expect(isPublishedInVersionBundle('index/en-us_abc.pf_index')).toBe(true);
  });

  it('keeps the runtime, wasm and index chunks', () => {
    expect(isPublishedIndexFile('pagefind.js')).toBe(true);
    expect(isPublishedIndexFile('wasm.en-us.pagefind')).toBe(true);
    expect(isPublishedIndexFile('fragment/en-us_abc.pf_fragment')).toBe(true);
  });

  it('drops the ready-made UIs, highlighter and worker', () => {
    expect(isPublishedIndexFile('pagefind-ui.js')).toBe(false);
    expect(isPublishedIndexFile('pagefind-component-ui.css')).toBe(false);
    expect(isPublishedIndexFile('pagefind-highlight.js')).toBe(false);
    expect(isPublishedIndexFile('pagefind-worker.js')).toBe(false);
  });
});
