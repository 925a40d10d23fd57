/**
 * A 3.6 feature must never appear in the 3.5.2 docs, code blocks included.
 *
 * The names come from the 3.6.0 and 3.6.1 entries of the framework's changelog and from
 * diffing the validation schemas and sources of the 3.5.2 and 3.6.1 packages
 * (core lib/server/configValidation.js, plugin-content-blog lib/frontMatter.js,
 * core bin/docusaurus.mjs).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const VERSION_352 = 'versioned_docs/version-3.5.2';

/** Names that exist only since 3.6, each with why. */
const ONLY_SINCE_3_6: Array<{name: string; pattern: RegExp; why: string}> = [
  {name: 'experimental_faster', pattern: /experimental_faster/, why: 'future flag of Docusaurus Faster (3.6.0)'},
  {name: '@docusaurus/faster', pattern: /@docusaurus\/faster/, why: 'package of Docusaurus Faster (3.6.0)'},
  ...[
    'swcJsLoader',
    'swcJsMinimizer',
    'swcHtmlMinimizer',
    'lightningCssMinimizer',
    'mdxCrossCompilerCache',
    'rspackBundler',
  ].map((name) => ({name, pattern: new RegExp(`\\b${name}\\b`), why: 'switch of future.experimental_faster (3.6.0)'})),
  {name: 'title_meta', pattern: /\btitle_meta\b/, why: 'blog front matter (3.6.0)'},
  {name: 'rsdoctor', pattern: /rsdoctor/i, why: 'plugin-rsdoctor (3.6.0)'},
  {
    name: 'DOCUSAURUS_IGNORE_SSG_WARNINGS',
    pattern: /DOCUSAURUS_IGNORE_SSG_WARNINGS/,
    why: 'environment variable read by core 3.6, not 3.5.2',
  },
  {
    name: 'DOCUSAURUS_KEEP_SERVER_BUNDLE',
    pattern: /DOCUSAURUS_KEEP_SERVER_BUNDLE/,
    why: 'environment variable read by core 3.6, not 3.5.2',
  },
  {
    name: 'repeated --locale',
    pattern: /--locale\s+[\w-]+\s+--locale\b/,
    why: 'build/deploy take several locales since 3.6.0',
  },
  {name: '--locale <locale...>', pattern: /<locale\.\.\.>/, why: 'variadic build --locale since 3.6.0'},
  {
    name: '--locale with two locales',
    pattern: /--locale\s+[a-z]{2,3}(?:-[A-Za-z]{2,4})?\s+[a-z]{2,3}(?:-[A-Za-z]{2,4})?(?=\s*(?:$|`|\||--))/m,
    why: 'build --locale en fr works since 3.6.0',
  },
];

/** Every 3.6-only name found in a source, with its 1-based line. */
function findNewerNames(source: string): Array<{name: string; line: number}> {
  const hits: Array<{name: string; line: number}> = [];
  source.split(/\r?\n/).forEach((text, index) => {
    for (const {name, pattern} of ONLY_SINCE_3_6) if (pattern.test(text)) hits.push({name, line: index + 1});
  });
  return hits;
}

describe('findNewerNames', () => {
  it('finds 3.6-only names in prose and code', () => {
    const page = [
      'Set `future.experimental_faster: true`.',
      '```bash',
      'npm run build -- --locale en --locale fr',
      'npx docusaurus build --locale en fr',
      '```',
      'title_meta: Better title',
    ].join('\n');
    expect(findNewerNames(page).map((h) => `${h.line}:${h.name}`)).toEqual([
      '1:experimental_faster',
      '3:repeated --locale',
      '4:--locale with two locales',
      '6:title_meta',
    ]);
  });

  it('accepts what 3.5.2 has', () => {
    const page = [
      'Build one locale with `--locale fr`.',
      '| `-l, --locale <locale>` | all locales | Builds only this locale. |',
      "future: {experimental_router: 'hash'}",
      'npm run build -- --locale fr --out-dir build-fr',
    ].join('\n');
    expect(findNewerNames(page)).toEqual([]);
  });
});

describe('the 3.5.2 docs', () => {
  const files = readdirSync(path.join(rootDir, VERSION_352), {recursive: true, encoding: 'utf8'}).filter((f) =>
    /\.mdx?$/.test(f),
  );

  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('mention no option, flag or name that arrived in 3.6', () => {
    const hits = files.flatMap((file) =>
      findNewerNames(readFileSync(path.join(rootDir, VERSION_352, file), 'utf8')).map(
        ({name, line}) => `${VERSION_352}/${file}:${line}: ${name}`,
      ),
    );
    expect(hits).toEqual([]);
  });
});
