import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import markdownTwinsPlugin from '../index';

/** A site with two docs versions, a community doc and a release post, as the official plugins load them. */
function allContent() {
  const version = (name: string, folder: string, base: string, isLast: boolean) => ({
    versionName: name,
    label: name === 'current' ? 'Canary' : name,
    path: base.replace(/\/$/, ''),
    isLast,
    docs: [
      {
        id: 'intro',
        title: 'Introduction',
        description: 'What it is.',
        permalink: base.replace(/\/$/, ''),
        source: `@site/${folder}/intro.md`,
        frontMatter: {description: 'What it is.', slug: '/'},
        unlisted: false,
        draft: false,
      },
      {
        id: 'cli',
        title: 'CLI',
        description: 'Commands.',
        permalink: `${base}cli`,
        source: `@site/${folder}/cli.md`,
        frontMatter: {},
        unlisted: false,
        draft: false,
      },
    ],
    drafts: [],
    sidebars: {docs: [{type: 'doc', id: 'intro'}], api: [{type: 'doc', id: 'cli'}]},
  });
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          version('current', 'docs', '/docs/', true),
          version('3.5.2', 'versioned_docs/version-3.5.2', '/docs/3.5.2/', false),
        ],
      },
      community: {
        loadedVersions: [
          {...version('current', 'community', '/community/', true), sidebars: {community: [{type: 'doc', id: 'cli'}]}},
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [
          {
            id: 'release',
            metadata: {
              permalink: '/blog/releases/3.6',
              title: 'Docusaurus 3.6',
              source: '@site/blog/releases/3.6/index.md',
              date: '2024-11-04T00:00:00.000Z',
              frontMatter: {},
              authors: [],
              unlisted: false,
            },
          },
        ],
      },
    },
  };
}

describe('markdownTwinsPlugin', () => {
  let siteDir: string;
  let outDir: string;

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(tmpdir(), 'twins-site-'));
    outDir = path.join(siteDir, 'build');
    const files: Record<string, string> = {
      'docs/intro.md': '# Introduction\n\nSee the [CLI](./cli.md).\n',
      'docs/cli.md': 'Run `docusaurus build`.\n',
      'versioned_docs/version-3.5.2/intro.md': 'Old intro, see the [CLI](./cli.md).\n',
      'versioned_docs/version-3.5.2/cli.md': 'Old commands.\n',
      'community/intro.md': 'Community.\n',
      'community/cli.md': 'Community CLI.\n',
      'blog/releases/3.6/index.md': '---\nslug: /releases/3.6\n---\n\nFaster.\n\n<!-- truncate -->\n\nMore.\n',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(siteDir, file)), {recursive: true});
      await writeFile(path.join(siteDir, file), text);
    }
    const context = {
      siteDir,
      siteConfig: {
        url: 'https://example.com',
        baseUrl: '/',
        trailingSlash: true,
        title: 'Example',
        tagline: 'Docs.',
        markdown: {format: 'detect'},
      },
    } as unknown as LoadContext;
    const plugin = markdownTwinsPlugin(context, {
      docsPluginIds: ['default', 'community'],
      blogPluginIds: ['default'],
      communityPluginId: 'community',
      releaseNotes: {blogPluginId: 'default', pathPrefix: '/blog/releases/'},
    }) as Plugin;
    await plugin.allContentLoaded!({allContent: allContent(), actions: {} as never});
    await plugin.postBuild!({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
  });

  afterAll(async () => {
    await rm(siteDir, {recursive: true, force: true});
  });

  const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

  it('writes each twin at its permalink without the trailing slash plus .md, links resolved per version', async () => {
    expect(await read('docs.md')).toBe(
      '# Introduction\n\n> What it is.\n\nSee the [CLI](https://example.com/docs/cli/).\n',
    );
    expect(await read('docs/3.5.2.md')).toContain('[CLI](https://example.com/docs/3.5.2/cli/)');
    expect(await read('docs/cli.md')).toBe('# CLI\n\nRun `docusaurus build`.\n');
    expect(await read('community/cli.md')).toBe('# CLI\n\nCommunity CLI.\n');
    expect(await read('blog/releases/3.6.md')).toBe('# Docusaurus 3.6\n\nPublished 2024-11-04.\n\nFaster.\n\nMore.\n');
  });

  it('writes llms.txt and llms-full.txt for each docs version, after the twins', async () => {
    const root = await read('llms.txt');
    expect(root).toContain('- [Introduction](https://example.com/docs.md): What it is.');
    expect(root).toContain('- [CLI](https://example.com/community/cli.md)');
    expect(root).toContain('- [Docusaurus 3.6](https://example.com/blog/releases/3.6.md)');
    expect(root).toContain('(https://example.com/docs/3.5.2/llms.txt)');
    expect(await read('llms-full.txt')).toContain(
      '# CLI\n\nSource: https://example.com/docs/cli/\n\nRun `docusaurus build`.',
    );
    const old = await read('docs/3.5.2/llms.txt');
    expect(old).toContain('- [CLI](https://example.com/docs/3.5.2/cli.md)');
    expect(old).not.toContain('https://example.com/docs/cli');
    expect(await read('docs/3.5.2/llms-full.txt')).toContain('Old commands.');
    expect(existsSync(path.join(outDir, 'community', 'llms.txt'))).toBe(false);
  });
});
