import {describe, expect, it} from 'vitest';
import {llmsPaths, renderLlmsFull, renderLlmsIndex, type LlmsSite} from '../llms';
import type {PlannedTwin, VersionIndex} from '../pages';

const site: LlmsSite = {
  siteUrl: 'https://docusaurus.io',
  baseUrl: '/',
  title: 'Docusaurus',
  tagline: 'Build docs sites.',
  sidebarTitles: {docs: 'Docs', api: 'API'},
};

const page = (permalink: string, title: string, description?: string): PlannedTwin => ({
  permalink,
  title,
  description,
  listed: true,
});

function version(name: string, label: string, path: string, isLast: boolean): VersionIndex {
  return {
    versionName: name,
    label,
    path,
    isLast,
    sidebars: [
      {
        sidebarId: 'docs',
        pages: [
          page(`${path}introduction/`, 'Introduction', 'What it is.\nIn short.'),
          page(`${path}category/guides/`, 'Guides'),
        ],
      },
      {sidebarId: 'api', pages: [page(`${path}cli/`, 'CLI', 'Commands.')]},
    ],
  };
}

const canary = version('current', 'Canary', '/docs/', true);
const v361 = version('3.6.1', '3.6.1', '/docs/3.6.1/', false);
const v352 = version('3.5.2', '3.5.2', '/docs/3.5.2/', false);

/** Every link target of a Markdown text. */
const links = (text: string) => [...text.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((match) => match[1]!);

describe('llmsPaths', () => {
  it('puts the docs root version at the site root and the others in their version folder', () => {
    expect(llmsPaths(canary, '/')).toEqual({index: '/llms.txt', full: '/llms-full.txt'});
    expect(llmsPaths(v352, '/')).toEqual({index: '/docs/3.5.2/llms.txt', full: '/docs/3.5.2/llms-full.txt'});
  });
});

describe('renderLlmsIndex', () => {
  const root = renderLlmsIndex(canary, site, {
    community: [page('/community/support/', 'Getting help', 'Where to ask.')],
    releaseNotes: [page('/blog/releases/3.6/', 'Docusaurus 3.6', 'Faster builds.')],
    otherVersions: [v361, v352],
  });

  it('follows the llms.txt format: H1, quoted summary, H2 sections of link lists', () => {
    const lines = root.split('\n');
    expect(lines[0]).toBe('# Docusaurus Canary documentation');
    expect(lines[2]).toMatch(/^> Build docs sites\. /);
    expect(root.match(/^## .*/gm)).toEqual([
      '## Docs',
      '## API',
      '## Community',
      '## Release notes',
      '## Other versions',
      '## Optional',
    ]);
    for (const line of lines.filter((candidate) => candidate.startsWith('- '))) {
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/docusaurus\.io\/[^)]+\)(: .+)?$/);
    }
  });

  it('links twins in sidebar order with one-line descriptions, docs then API', () => {
    expect(root).toContain(
      '## Docs\n\n- [Introduction](https://docusaurus.io/docs/introduction.md): What it is. In short.\n- [Guides](https://docusaurus.io/docs/category/guides.md)\n\n## API\n\n- [CLI](https://docusaurus.io/docs/cli.md): Commands.\n',
    );
    expect(root).toContain('- [Getting help](https://docusaurus.io/community/support.md): Where to ask.');
    expect(root).toContain('- [Docusaurus 3.6](https://docusaurus.io/blog/releases/3.6.md): Faster builds.');
  });

  it('links the other versions and its own full text', () => {
    expect(links(root)).toContain('https://docusaurus.io/docs/3.6.1/llms.txt');
    expect(links(root)).toContain('https://docusaurus.io/docs/3.5.2/llms.txt');
    expect(links(root)).toContain('https://docusaurus.io/llms-full.txt');
  });

  it("lists only a version's own pages in that version's index", () => {
    const index = renderLlmsIndex(v352, site);
    expect(index.split('\n')[0]).toBe('# Docusaurus 3.5.2 documentation');
    expect(links(index).length).toBeGreaterThan(0);
    for (const link of links(index)) expect(link.startsWith('https://docusaurus.io/docs/3.5.2/')).toBe(true);
  });
});

describe('renderLlmsFull', () => {
  const twins: Record<string, string> = {
    '/docs/3.5.2/introduction/': '# Introduction\n\n> What it is.\n\nBody of the introduction.\n',
    '/docs/3.5.2/category/guides/': '# Guides\n',
    '/docs/3.5.2/cli/': '# CLI\n\nCommands.\n',
  };
  const full = renderLlmsFull(v352, site, (permalink) => twins[permalink]!);

  it('holds every twin of the version in index order, each with its page URL under its title', () => {
    const titles = full.match(/^# .*/gm);
    expect(titles).toEqual(['# Docusaurus 3.5.2 documentation: full text', '# Introduction', '# Guides', '# CLI']);
    expect(full).toContain(
      '# Introduction\n\nSource: https://docusaurus.io/docs/3.5.2/introduction/\n\n> What it is.\n\nBody of the introduction.\n\n---\n\n# Guides\n\nSource: https://docusaurus.io/docs/3.5.2/category/guides/\n',
    );
    expect(full.endsWith('Commands.\n')).toBe(true);
  });

  it('names only its own version', () => {
    for (const url of full.match(/https:\/\/docusaurus\.io\/\S+/g) ?? []) {
      expect(url.startsWith('https://docusaurus.io/docs/3.5.2/')).toBe(true);
    }
  });
});
