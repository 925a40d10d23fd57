import {describe, expect, it} from 'vitest';
import {addedRoutes, asBlogPost, patchTemplateConfig, showcasePage, twinDestination} from '../grownBaseline.mjs';
import {summarise} from '../pageMetrics.mjs';

const site = {versions: ['3.6.1', '3.5.2'], folders: new Set(['docs', 'docs/advanced', 'docs/3.6.1', 'blog'])};

describe('twinDestination', () => {
  it('puts current and versioned docs where the stock docs plugin serves them at our URLs', () => {
    expect(twinDestination('docs/installation.md', site)).toEqual({plugin: 'docs', file: 'docs/installation.md'});
    expect(twinDestination('docs/3.6.1/cli.md', site)).toEqual({
      plugin: 'docs',
      file: 'versioned_docs/version-3.6.1/cli.md',
    });
    expect(twinDestination('docs/3.5.2/api/plugins/@docusaurus/plugin-pwa.md', site)).toEqual({
      plugin: 'docs',
      file: 'versioned_docs/version-3.5.2/api/plugins/@docusaurus/plugin-pwa.md',
    });
  });

  it("turns a twin beside a folder of twins into the folder's index, as a category index", () => {
    expect(twinDestination('docs/advanced.md', site)?.file).toBe('docs/advanced/index.md');
    expect(twinDestination('docs.md', site)?.file).toBe('docs/index.md');
    expect(twinDestination('docs/3.6.1.md', site)?.file).toBe('versioned_docs/version-3.6.1/index.md');
  });

  it('sends posts to the blog, every other page to the pages plugin, and skips the home page', () => {
    expect(twinDestination('blog/releases/3.6.md', site)).toEqual({plugin: 'blog', file: 'blog/releases-3.6.md'});
    expect(twinDestination('changelog/3.6.1.md', site)).toEqual({
      plugin: 'pages',
      file: 'src/pages/changelog/3.6.1.md',
    });
    expect(twinDestination('index.md', site)).toBeNull();
  });
});

describe('asBlogPost', () => {
  it('keeps our URL and date, and takes the title from the first heading', () => {
    const post = asBlogPost('blog/2021/03/09/translate.md', '# Translate "it"\n\nBody text.\n', undefined);
    expect(post).toBe(
      '---\ntitle: "Translate \\"it\\""\nslug: /2021/03/09/translate\ndate: 2021-03-09\n---\n\nBody text.\n',
    );
  });

  it('dates an undated route from our front matter, and refuses a post it cannot date', () => {
    expect(asBlogPost('blog/releases/3.6.md', '# 3.6\n\nText', '2024-11-04')).toContain(
      'slug: /releases/3.6\ndate: 2024-11-04\n',
    );
    expect(() => asBlogPost('blog/releases/3.6.md', '# 3.6', undefined)).toThrow(/No date/);
  });
});

describe('addedRoutes', () => {
  it('counts a route per doc, post and page, plus the list pages the new posts open', () => {
    // 4 stock posts fill one list page; 4 + 25 need three.
    expect(addedRoutes({docs: 270, posts: 25, pages: 110, stockPosts: 4})).toBe(270 + 25 + 110 + 2);
    expect(addedRoutes({docs: 0, posts: 0, pages: 0, stockPosts: 4})).toBe(0);
  });
});

describe('patchTemplateConfig', () => {
  const template = "  onBrokenLinks: 'throw',\n  docs: {\n          sidebarPath: './sidebars.js',\n";

  it('reads Markdown twins as CommonMark, reports broken links and serves current docs at /docs/', () => {
    const patched = patchTemplateConfig(template);
    expect(patched).toContain("onBrokenLinks: 'warn'");
    expect(patched).toContain("markdown: {format: 'detect'}");
    expect(patched).toContain("lastVersion: 'current'");
  });

  it('fails loudly when the template changed shape', () => {
    expect(() => patchTemplateConfig("onBrokenLinks: 'warn',")).toThrow(/no longer holds/);
  });
});

describe('showcasePage', () => {
  it('embeds every site as data for a stock React page', () => {
    const page = showcasePage([{name: 'A', description: 'd', url: 'https://a.example/', tags: ['opensource']}]);
    expect(page).toContain('const sites = [{"name":"A"');
    expect(page).toContain("import Layout from '@theme/Layout';");
  });
});

describe('summarise', () => {
  it('gives the median of each metric, the spread of LCP and TBT, and the runs whose LCP counted the bundle', () => {
    const counted = [true, false, null, true, false];
    const runs = [500, 700, 600, 900, 650].map((tbtMs, i) => ({
      score: 0.9,
      lcpMs: 1000 + i * 10,
      tbtMs,
      cls: 0,
      lcpCountsBundle: counted[i],
    }));
    expect(summarise(runs)).toEqual({
      runs: 5,
      score: 0.9,
      lcpMs: 1020,
      lcpSpreadMs: [1000, 1040],
      tbtMs: 650,
      tbtSpreadMs: [500, 900],
      cls: 0,
      lcpCountsBundleRuns: 2,
      // The runs that counted it: LCP 1000 and 1030.
      lcpWithBundleMs: 1015,
    });
  });
});
