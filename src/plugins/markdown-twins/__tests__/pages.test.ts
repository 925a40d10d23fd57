import {describe, expect, it} from 'vitest';
import type {DocMetadata, LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {planBlog, planDocsVersion} from '../pages';
import {formatOf, planSite} from '../index';

function doc(id: string, permalink: string, extra: Partial<DocMetadata> = {}): DocMetadata {
  return {
    id,
    permalink,
    title: id,
    description: `About ${id}.`,
    source: `@site/docs/${id}.md`,
    frontMatter: {description: `About ${id}.`},
    unlisted: false,
    draft: false,
    ...extra,
  } as DocMetadata;
}

/** A version as the docs plugin loads it: a custom slug, a number-prefixed file, categories of both kinds. */
function version(name: string, base: string, isLast: boolean): LoadedVersion {
  return {
    versionName: name,
    label: name === 'current' ? 'Canary' : name,
    path: base,
    isLast,
    docs: [
      doc('introduction', `${base}introduction/`),
      doc('installation', `${base}installation/`, {frontMatter: {}}),
      doc('guides/index', `${base}guides/`, {source: '@site/docs/guides/index.md'}),
      // 01-deploy.md: the number prefix is gone from id and permalink, as the plugin loads it.
      doc('guides/deploy', `${base}guides/deploy/`, {source: '@site/docs/guides/01-deploy.md'}),
      doc('hidden', `${base}hidden/`, {unlisted: true}),
      doc('orphan', `${base}orphan/`),
      doc('cli', `${base}cli/`),
    ],
    drafts: [],
    sidebars: {
      docs: [
        {type: 'doc', id: 'introduction'},
        {
          type: 'category',
          label: 'Getting started',
          link: {type: 'generated-index', permalink: `${base}category/getting-started/`, description: 'Start here.'},
          items: [
            {type: 'doc', id: 'installation', label: 'Install'},
            {type: 'doc', id: 'hidden'},
          ],
        },
        {
          type: 'category',
          label: 'Guides',
          link: {type: 'doc', id: 'guides/index'},
          items: [
            {type: 'doc', id: 'guides/deploy'},
            {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
          ],
        },
      ],
      api: [{type: 'doc', id: 'cli'}],
    },
  } as unknown as LoadedVersion;
}

describe('planDocsVersion', () => {
  const plan = planDocsVersion(version('3.5.2', '/docs/3.5.2/', false), true);

  it('lists pages per sidebar in sidebar order, a category page before its items, unlisted pages left out', () => {
    expect(plan.sidebars.map(({sidebarId, pages}) => [sidebarId, pages.map((page) => page.permalink)])).toEqual([
      [
        'docs',
        [
          '/docs/3.5.2/introduction/',
          '/docs/3.5.2/category/getting-started/',
          '/docs/3.5.2/installation/',
          '/docs/3.5.2/guides/',
          '/docs/3.5.2/guides/deploy/',
        ],
      ],
      ['api', ['/docs/3.5.2/cli/']],
      ['', ['/docs/3.5.2/orphan/']],
    ]);
  });

  it('plans a twin for every doc, unlisted ones included, and for each generated index', () => {
    expect(plan.all.map((twin) => twin.permalink).sort()).toEqual(
      [
        'category/getting-started/',
        'cli/',
        'guides/',
        'guides/deploy/',
        'hidden/',
        'installation/',
        'introduction/',
        'orphan/',
      ].map((tail) => `/docs/3.5.2/${tail}`),
    );
    expect(plan.all.find((twin) => twin.permalink === '/docs/3.5.2/hidden/')?.listed).toBe(false);
  });

  it('gives a generated index its listed items with their descriptions', () => {
    const index = plan.all.find((twin) => twin.permalink === '/docs/3.5.2/category/getting-started/')!;
    expect(index).toMatchObject({title: 'Getting started', description: 'Start here.'});
    expect(index.source).toBeUndefined();
    expect(index.cards).toEqual([
      {title: 'Install', permalink: '/docs/3.5.2/installation/', description: 'About installation.'},
    ]);
  });

  it("gives a category's doc the cards of its items, for <DocCardList />", () => {
    expect(plan.all.find((twin) => twin.permalink === '/docs/3.5.2/guides/')?.cards).toEqual([
      {title: 'guides/deploy', permalink: '/docs/3.5.2/guides/deploy/', description: 'About guides/deploy.'},
      {title: 'Elsewhere', permalink: 'https://example.com', description: undefined},
    ]);
  });

  it('prints only a front matter description and tags docs with their version for reference tables', () => {
    const installation = plan.all.find((twin) => twin.permalink === '/docs/3.5.2/installation/')!;
    expect(installation.description).toBeUndefined();
    expect(installation.docsVersion).toBe('3.5.2');
    expect(planDocsVersion(version('3.5.2', '/docs/3.5.2/', false), false).all[0]!.docsVersion).toBeUndefined();
  });
});

function post(permalink: string, extra: Partial<BlogPost['metadata']> = {}): BlogPost {
  return {
    id: permalink,
    content: '',
    metadata: {
      permalink,
      title: `Post ${permalink}`,
      source: `@site/blog${permalink}index.md`,
      date: new Date('2024-11-04T00:00:00Z'),
      frontMatter: {description: 'What changed.'},
      authors: [
        {name: 'Ada', key: 'ada'},
        {name: 'Grace', key: 'grace'},
      ],
      unlisted: false,
      ...extra,
    },
  } as unknown as BlogPost;
}

describe('planBlog', () => {
  it('plans every post with its date and authors under the description', () => {
    const [release] = planBlog({blogPosts: [post('/blog/releases/3.6/')]} as BlogContent);
    expect(release).toMatchObject({
      permalink: '/blog/releases/3.6/',
      description: 'What changed.',
      byline: 'Published 2024-11-04 by Ada and Grace.',
      listed: true,
    });
  });
});

describe('planSite', () => {
  const docs: LoadedContent = {
    loadedVersions: [version('current', '/docs/', true), version('3.5.2', '/docs/3.5.2/', false)],
  };
  const community: LoadedContent = {loadedVersions: [version('current', '/community/', true)]};
  const allContent = {
    'docusaurus-plugin-content-docs': {default: docs, community},
    'docusaurus-plugin-content-blog': {
      default: {blogPosts: [post('/blog/releases/3.6/'), post('/blog/2024/01/01/news/')]},
      changelog: {blogPosts: [post('/changelog/3.6.1/')]},
    },
  };
  const plan = planSite(allContent, {
    docsPluginIds: ['default', 'community'],
    blogPluginIds: ['default', 'changelog'],
    communityPluginId: 'community',
    releaseNotes: {blogPluginId: 'default', pathPrefix: '/blog/releases/'},
  });

  it('plans twins for every version, community, blog posts and changelog releases', () => {
    const permalinks = plan.twins.map((twin) => twin.permalink);
    expect(permalinks).toContain('/docs/installation/');
    expect(permalinks).toContain('/docs/3.5.2/installation/');
    expect(permalinks).toContain('/community/installation/');
    expect(permalinks).toContain('/blog/2024/01/01/news/');
    expect(permalinks).toContain('/changelog/3.6.1/');
    expect(new Set(permalinks).size).toBe(permalinks.length);
  });

  it('indexes the versions of the first docs instance only, and picks the release notes by prefix', () => {
    expect(plan.versions.map((v) => v.versionName)).toEqual(['current', '3.5.2']);
    expect(plan.releaseNotes.map((twin) => twin.permalink)).toEqual(['/blog/releases/3.6/']);
    expect(plan.community.every((twin) => twin.permalink.startsWith('/community/'))).toBe(true);
    // Reference tables live in the main docs instance only.
    expect(plan.community.every((twin) => twin.docsVersion === undefined)).toBe(true);
  });

  it("writes permalinks as the site's links do: loaded content has them without the trailing slash", () => {
    const slashless = (content: LoadedContent): LoadedContent =>
      JSON.parse(JSON.stringify(content).replace(/"(\/[^"]*?)\/"/g, '"$1"')) as LoadedContent;
    const site = planSite(
      {'docusaurus-plugin-content-docs': {default: slashless(docs)}},
      {docsPluginIds: ['default'], blogPluginIds: []},
      {trailingSlash: true, baseUrl: '/'},
    );
    const canary = site.versions[0]!;
    expect(canary.path).toBe('/docs/');
    expect(site.twins.map((twin) => twin.permalink).filter((permalink) => !permalink.endsWith('/'))).toEqual([]);
    const guides = site.twins.find((twin) => twin.permalink === '/docs/guides/')!;
    expect(guides.cards!.map((card) => card.permalink)).toEqual(['/docs/guides/deploy/', 'https://example.com']);
  });

  it('names a missing instance', () => {
    expect(() => planSite(allContent, {docsPluginIds: ['nope'], blogPluginIds: []})).toThrow(/"nope"/);
  });
});

describe('formatOf', () => {
  it('follows the MDX loader: front matter mdx.format, else the site format, detect by extension', () => {
    expect(formatOf('/a.md', 'detect')).toBe('md');
    expect(formatOf('/a.mdx', 'detect')).toBe('mdx');
    expect(formatOf('/a.md', 'mdx')).toBe('mdx');
    expect(formatOf('/a.mdx', 'detect', {mdx: {format: 'md'}})).toBe('md');
  });
});
