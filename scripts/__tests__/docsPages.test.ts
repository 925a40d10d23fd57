import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * Content bar of issue 3 for every docs page of every version and of the
 * community instance: a title, a description, and at least ~150 words of prose.
 */
const rootDir = path.resolve(import.meta.dirname, '../..');
const CONTENT_DIRS = ['docs', 'versioned_docs', 'community'];
const MIN_WORDS = 150;

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(rootDir, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !file.split(path.sep).some((part) => part.startsWith('_')))
    .map((file) => path.join(dir, file));
}

type Page = {frontMatter: Record<string, string>; body: string};

/** Splits a page into its top-level front matter scalars and its body. */
function parsePage(source: string): Page {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  const frontMatter: Record<string, string> = {};
  for (const line of match?.[1]?.split(/\r?\n/) ?? []) {
    const field = /^([\w-]+):\s*(.*)$/.exec(line);
    if (field) frontMatter[field[1]!] = field[2]!.replace(/^(['"])(.*)\1$/, '$2').trim();
  }
  return {frontMatter, body: match ? source.slice(match[0].length) : source};
}

/** Words of prose: code blocks, MDX imports/exports and JSX/HTML tags do not count. */
function proseWordCount(body: string): number {
  const prose = body
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, ' ')
    .replace(/^(?:import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe('page parsing helpers', () => {
  it('reads quoted and unquoted front matter values', () => {
    const page = parsePage("---\ntitle: 'A: B'\ndescription: Plain text\n---\nBody");
    expect(page.frontMatter).toEqual({title: 'A: B', description: 'Plain text'});
    expect(page.body).toBe('Body');
  });

  it('does not count code, imports or tags as prose', () => {
    const body =
      'import X from \'./x\';\n\nOne two three.\n\n```js\nconst a = 1; const b = 2;\n```\n\n<X prop="y" />\nfour';
    expect(proseWordCount(body)).toBe(4);
  });
});

describe.each(CONTENT_DIRS)('pages in %s/', (dir) => {
  const files = markdownFiles(dir);

  it.each(files)('%s has a title, a description and enough prose', (file) => {
    const {frontMatter, body} = parsePage(readFileSync(path.join(rootDir, file), 'utf8'));
    expect(frontMatter.title, 'front matter title').toBeTruthy();
    expect(frontMatter.description, 'front matter description').toBeTruthy();
    expect(proseWordCount(body)).toBeGreaterThanOrEqual(MIN_WORDS);
  });
});
