import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {convertPage, generatedIndexTwin, type TwinPage} from '../convert';
import type {ReferenceSource} from '../../../data/reference/types';

const fixtures = path.join(__dirname, 'fixtures');
const guidePath = path.join(fixtures, 'guide.mdx');

const sitemapSource: ReferenceSource = {
  package: '@docusaurus/plugin-sitemap',
  options: [
    {name: 'filename', type: 'string', default: '"sitemap.xml"', required: false},
    {name: 'lastmod', type: 'null | "date" | "datetime"', default: null, required: false},
    {name: 'priority', type: 'null | number', default: '0.5', required: false},
  ],
};

const sources: Record<string, string> = {
  [path.join(fixtures, 'installation.md')]: '/docs/installation/',
  [path.join(fixtures, 'seo.md')]: '/docs/seo/',
};

function page(overrides: Partial<TwinPage> = {}): TwinPage {
  return {
    siteUrl: 'https://docusaurus.io',
    baseUrl: '/',
    trailingSlash: true,
    permalink: '/docs/guide/',
    permalinkOfSource: (file) => sources[file],
    title: 'Fixture guide',
    description: 'A page that uses every construct a twin must keep.',
    cards: [
      {title: 'Installation', permalink: '/docs/installation/', description: 'Install Docusaurus.'},
      {title: 'Deployment', permalink: '/docs/deployment/'},
    ],
    referenceSource: (source) => {
      if (source !== 'plugin-sitemap') throw new Error(`unexpected source ${source}`);
      return {data: sitemapSource, release: '3.6.1'};
    },
    ...overrides,
  };
}

const twin = convertPage(fs.readFileSync(guidePath, 'utf8'), page(), {filePath: guidePath, format: 'mdx'});
const lines = twin.split('\n');

describe('convertPage on a page with every construct', () => {
  it('starts with the title as the only H1, then the description', () => {
    expect(lines[0]).toBe('# Fixture guide');
    expect(lines[2]).toBe('> A page that uses every construct a twin must keep.');
    expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1);
  });

  it('keeps admonitions with their type and title, and evaluates constant expressions in them', () => {
    expect(twin).toContain(
      ':::warning[Before you start]\nBack up `docusaurus.config.ts`. The build takes 120 seconds.\n:::',
    );
  });

  it('keeps each tab label before its content, in order', () => {
    const npm = twin.indexOf('**npm**\n\n```bash\nnpm run build\n```');
    const yarn = twin.indexOf('**Yarn**\n\n```bash\nyarn build\n```');
    expect(npm).toBeGreaterThan(0);
    expect(yarn).toBeGreaterThan(npm);
  });

  it('keeps a code block language and title', () => {
    expect(twin).toContain(
      '```ts title="docusaurus.config.ts" showLineNumbers\nexport default {title: \'My site\'};\n```',
    );
  });

  it('inlines an imported partial, its links resolved from the partial file', () => {
    expect(twin).toContain(
      ':::note[Imported partial]\nWritten once, linked to [the SEO guide](https://docusaurus.io/docs/seo/).\n:::',
    );
  });

  it('lists the doc cards with their descriptions', () => {
    expect(twin).toContain(
      '- [Installation](https://docusaurus.io/docs/installation/): Install Docusaurus.\n- [Deployment](https://docusaurus.io/docs/deployment/)\n',
    );
  });

  it('prints a reference table with its header and exactly the rows the page renders', () => {
    const table = twin.slice(twin.indexOf('| Option'), twin.indexOf('\n\nNames, types')).split('\n');
    expect(table[0]).toBe('| Option | Type | Default | Description |');
    expect(table.slice(2)).toEqual([
      '| `filename` | `string` | `"sitemap.xml"` | Name of the file, see [the sitemap guide](https://docusaurus.io/docs/seo/). |',
      '| `lastmod` | `null \\| "date" \\| "datetime"` | none | Adds a `<lastmod>` per URL. |',
    ]);
    expect(twin).toContain(
      'Names, types and defaults read from the validation schema of `@docusaurus/plugin-sitemap@3.6.1`.',
    );
  });

  it('keeps a Markdown table with its header row', () => {
    expect(twin).toContain(
      '| Command | What it does |\n| - | - |\n| `build` | Builds the site |\n| `serve` | Serves the build |',
    );
  });

  it('keeps math and mermaid as source', () => {
    expect(twin).toContain('The area is $\\pi r^2$, and:');
    expect(twin).toContain('$$\nE = mc^2\n$$');
    expect(twin).toContain('```mermaid\ngraph LR\n  Write --> Build\n```');
  });

  it('leaves no front matter, import, export, JSX, comment or heading id', () => {
    const prose = twin.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '');
    expect(prose).not.toMatch(/^(import|export) /m);
    expect(prose).not.toMatch(/<\/?[A-Z][A-Za-z]*/);
    expect(twin).not.toContain('<!--');
    expect(twin).not.toContain('{#setup}');
    expect(twin).not.toMatch(/^---$/m);
    expect(twin).toContain('\n## Setup\n');
  });

  it('makes every link absolute on the site', () => {
    expect(twin).toContain('[installation guide](https://docusaurus.io/docs/installation/#requirements)');
    expect(twin).toContain('[CLI](https://docusaurus.io/docs/cli/)');
    expect(twin).toContain('[feed](https://docusaurus.io/blog/rss.xml)');
    expect(twin).toContain('[this section](https://docusaurus.io/docs/guide/#setup)');
    expect(twin).toContain('[GitHub](https://github.com/facebook/docusaurus)');
  });
});

describe('convertPage, other cases', () => {
  const convert = (source: string, format: 'md' | 'mdx' = 'mdx', overrides: Partial<TwinPage> = {}) =>
    convertPage(source, page({description: undefined, ...overrides}), {filePath: guidePath, format});

  it('fails on a reference row the schema does not know, as the page build does', () => {
    expect(() =>
      convert(
        '<ReferenceTable source="plugin-sitemap">\n  <ReferenceOption name="nope">x</ReferenceOption>\n</ReferenceTable>',
      ),
    ).toThrow(/"nope" is not an option of plugin-sitemap/);
  });

  it('reads CommonMark files without MDX: braces and raw HTML stay text, HTML comments go', () => {
    const result = convert('Use {id} and <kbd>Ctrl</kbd>.\n\n<!-- truncate -->\n\nMore.', 'md');
    expect(result).toBe('# Fixture guide\n\nUse {id} and <kbd>Ctrl</kbd>.\n\nMore.\n');
  });

  it('keeps `word:word` text as written rather than as a directive', () => {
    expect(convert('Run it at 10:30 with npm:run.', 'md')).toContain('Run it at 10:30 with npm:run.');
  });

  it('turns inline tabs, <Link>, <kbd> and <CodeBlock> into Markdown', () => {
    const result = convert(
      [
        '<Tabs>',
        '  <TabItem value="mac" label="macOS">Press <kbd>⌘</kbd> + <kbd>K</kbd>.</TabItem>',
        '</Tabs>',
        '',
        'Read <Link to="/docs/cli">the CLI</Link>.',
        '',
        '<CodeBlock language="json" title="release.json">',
        "  {JSON.stringify({version: '3.7.0'}, null, 2)}",
        '</CodeBlock>',
      ].join('\n'),
    );
    expect(result).toContain('**macOS**\n\nPress `⌘` + `K`.');
    expect(result).toContain('Read [the CLI](https://docusaurus.io/docs/cli/).');
    expect(result).toContain('```json title="release.json"\n{\n  "version": "3.7.0"\n}\n```');
  });

  it('points relative links and images to the URLs the bundler gave their files', () => {
    const assets: Record<string, string> = {
      './assets/checklist.json': 'https://docusaurus.io/assets/files/checklist-a9c03a.json',
      './assets/build.png': 'https://docusaurus.io/assets/images/build-0f1e2d.png',
    };
    const result = convert('[List](./assets/checklist.json) ![Build](./assets/build.png)', 'md', {
      assetUrl: (relativePath) => assets[relativePath],
    });
    expect(result).toContain(
      '[List](https://docusaurus.io/assets/files/checklist-a9c03a.json) ![Build](https://docusaurus.io/assets/images/build-0f1e2d.png)',
    );
  });

  it('replaces a bundled image by its alt text and keeps a static one as an absolute image', () => {
    const result = convert('![Release flow](./assets/flow.svg)\n\n![Logo](/img/logo.svg)', 'md');
    expect(result).toContain('_Image: Release flow_');
    expect(result).toContain('![Logo](https://docusaurus.io/img/logo.svg)');
  });

  it('prints a byline under the description', () => {
    expect(convert('Body.', 'md', {description: 'About it.', byline: 'Published 2024-11-04 by A and B.'})).toBe(
      '# Fixture guide\n\n> About it.\n\nPublished 2024-11-04 by A and B.\n\nBody.\n',
    );
  });
});

describe('generatedIndexTwin', () => {
  it('lists a generated category index with each item and its description', () => {
    expect(
      generatedIndexTwin({title: 'Guides', description: 'Each feature, explained.', siteUrl: 'https://docusaurus.io'}, [
        {title: 'Creating pages', permalink: '/docs/creating-pages/', description: 'Add pages.'},
        {title: 'Docs', permalink: '/docs/docs-introduction/', description: '4 items'},
      ]),
    ).toBe(
      '# Guides\n\n> Each feature, explained.\n\n- [Creating pages](https://docusaurus.io/docs/creating-pages/): Add pages.\n- [Docs](https://docusaurus.io/docs/docs-introduction/): 4 items\n',
    );
  });
});

describe('site components', () => {
  it('lists the team page members with their name, GitHub handle and note', () => {
    const result = convertPage(
      '<TeamList>\n<TeamMember name="Ada Lovelace" github="ada">\n  Wrote the first program.\n</TeamMember>\n<TeamMember name="Grace" github="grace" />\n</TeamList>',
      page({description: undefined}),
      {filePath: guidePath, format: 'mdx'},
    );
    expect(result).toBe(
      '# Fixture guide\n\n- **Ada Lovelace** ([@ada](https://github.com/ada)): Wrote the first program.\n- **Grace** ([@grace](https://github.com/grace))\n',
    );
  });
});

describe('<SiteTitle />', () => {
  // As markdown-features/react.mdx defines and uses it: a component of the page itself, without children.
  const source = [
    "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    '',
    'export function SiteTitle() {',
    '  const {siteConfig} = useDocusaurusContext();',
    '  return <strong>{siteConfig.title}</strong>;',
    '}',
    '',
    'This site is called <SiteTitle />, read from the configuration.',
    '',
    '<SiteTitle />',
  ].join('\n');

  it("is the site's title in bold, in a sentence and as a block", () => {
    expect(
      convertPage(source, page({description: undefined, siteTitle: 'Docusaurus'}), {
        filePath: guidePath,
        format: 'mdx',
      }),
    ).toBe('# Fixture guide\n\nThis site is called **Docusaurus**, read from the configuration.\n\n**Docusaurus**\n');
  });
});

describe('admonition titles', () => {
  it('keeps a title given as an attribute, in the bracket form, and nested admonitions with longer fences', () => {
    const result = convertPage(
      ':::note{title="Before you start"}\n\nText.\n\n:::\n\n::::info[Outer]\n\n:::danger\n\nInner.\n\n:::\n\n::::',
      page({description: undefined}),
      {filePath: guidePath, format: 'md'},
    );
    expect(result).toBe(
      '# Fixture guide\n\n:::note[Before you start]\nText.\n:::\n\n::::info[Outer]\n:::danger\nInner.\n:::\n::::\n',
    );
  });
});
