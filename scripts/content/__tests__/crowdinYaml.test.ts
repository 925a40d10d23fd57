/**
 * Every fenced yaml block titled `crowdin.yml` in the docs must parse with js-yaml and have the
 * shape the Crowdin CLI reads: credentials from environment variables and a `files` list whose
 * entries each have a `source` and a `translation`.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {docsFolderOf, docsVersions} from '@site/config/releases.mjs';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const VERSION_DIRS = docsVersions.map(docsFolderOf);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return /\.mdx?$/.test(name) ? [file] : [];
  });
}

/** The body of every ```yaml fence whose meta has title="crowdin.yml", with its 1-based line. */
export function crowdinBlocks(source: string): Array<{line: number; body: string}> {
  const blocks: Array<{line: number; body: string}> = [];
  const lines = source.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,})ya?ml\b(.*)$/.exec(lines[i]!);
    if (!open || !/title="crowdin\.yml"/.test(open[3]!)) continue;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^\\s*${open[2]}\\s*$`).test(lines[j]!)) body.push(lines[j++]!);
    blocks.push({line: i + 1, body: body.join('\n')});
    i = j;
  }
  return blocks;
}

const cases = VERSION_DIRS.flatMap((dir) =>
  markdownFiles(path.join(rootDir, dir)).flatMap((file) =>
    crowdinBlocks(readFileSync(file, 'utf8')).map(
      (block) => [`${path.relative(rootDir, file)}:${block.line}`, block.body] as const,
    ),
  ),
);

describe('crowdin.yml samples', () => {
  it('finds the samples of the Crowdin page', () => {
    expect(cases.length).toBeGreaterThanOrEqual(3);
  });

  it('extracts only blocks titled crowdin.yml', () => {
    const page = ['```yaml title="other.yml"', 'a: 1', '```', '```yaml title="crowdin.yml"', 'files: []', '```'].join(
      '\n',
    );
    expect(crowdinBlocks(page)).toEqual([{line: 4, body: 'files: []'}]);
  });

  it.each(cases)('%s parses and has files with source and translation', (_where, body) => {
    const config = yaml.load(body) as Record<string, unknown>;
    expect(config).toBeTypeOf('object');
    expect(config.project_id_env).toBeTypeOf('string');
    expect(config.api_token_env).toBeTypeOf('string');
    expect(Array.isArray(config.files)).toBe(true);
    for (const group of config.files as Array<Record<string, unknown>>) {
      expect(group.source).toMatch(/^\//);
      expect(group.translation).toMatch(/^\/i18n\/%[a-z_]+%\//);
    }
  });
});
