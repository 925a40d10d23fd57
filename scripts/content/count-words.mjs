#!/usr/bin/env node
/**
 * Counts the prose words of the documentation, per page and per version.
 *
 *   node scripts/content/count-words.mjs             table of every page, then totals
 *   node scripts/content/count-words.mjs --under 400 only the guide pages under 400 words
 *
 * Prose is what remains after removing front matter, fenced code blocks, import/export
 * lines and JSX/HTML tags. A word is a run of non-space characters that holds a letter.
 * Reference pages are the files under `api/` and the `cli` and `docusaurus-core` pages;
 * every other page is a guide.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {builtVersions, canary, docsFolderOf} from '../../config/releases.mjs';

/**
 * A folder of pages counted together.
 * @typedef {{name: string, dir: string}} Section
 */

/**
 * @typedef {object} PageCount
 * @property {string} section
 * @property {string} page
 * @property {'guide' | 'reference'} kind
 * @property {number} words
 */

/**
 * Every docs version (config/releases.mjs), then the community docs.
 * @type {Section[]}
 */
export const SECTIONS = [
  {name: canary.label, dir: docsFolderOf('current')},
  ...builtVersions.map((version) => ({name: version, dir: docsFolderOf(version)})),
  {name: 'community', dir: 'community'},
];

/**
 * Removes everything that is not prose from a Markdown/MDX source.
 * @param {string} source
 * @returns {string}
 */
export function proseOf(source) {
  let text = source.replace(/\r\n?/g, '\n');
  // Front matter: only at the very start of the file.
  text = text.replace(/^---\n[\s\S]*?\n---(?:\n|$)/, '');
  const kept = [];
  let fence = null;
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length && /^\s*[`~]+\s*$/.test(line)) {
        fence = null;
      }
      continue;
    }
    if (marker) {
      fence = marker[1];
      continue;
    }
    if (/^\s*(?:import|export)\s/.test(line)) continue;
    kept.push(line);
  }
  return (
    kept
      .join('\n')
      // MDX/HTML comments.
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
      // JSX/HTML tags, with their attributes (which may span lines).
      .replace(/<\/?[A-Za-z][\w.:-]*(?:\s(?:[^<>{}]|\{[^{}]*\})*)?\/?>/g, ' ')
  );
}

/**
 * Number of prose words in a Markdown/MDX source.
 * @param {string} source
 * @returns {number}
 */
export function countWords(source) {
  return proseOf(source)
    .split(/\s+/)
    .filter((token) => /\p{L}/u.test(token)).length;
}

/**
 * True for reference pages: files under `api/`, and the CLI and core API pages.
 * @param {string} relativePath
 * @returns {boolean}
 */
export function isReference(relativePath) {
  const p = relativePath.split(path.sep).join('/');
  return p.startsWith('api/') || /(?:^|\/)(?:cli|docusaurus-core)\.mdx?$/.test(p);
}

/**
 * Every page of one section with its word count.
 * @param {string} rootDir
 * @param {Section} section
 * @returns {PageCount[]}
 */
export function countSection(rootDir, section) {
  const base = path.join(rootDir, section.dir);
  return readdirSync(base, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => {
      const page = file.split(path.sep).join('/');
      return {
        section: section.name,
        page,
        kind: isReference(page) ? 'reference' : 'guide',
        words: countWords(readFileSync(path.join(base, file), 'utf8')),
      };
    });
}

function main(argv) {
  const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const underIndex = argv.indexOf('--under');
  const under = underIndex === -1 ? undefined : Number(argv[underIndex + 1]);
  if (underIndex !== -1 && !Number.isFinite(under)) {
    console.error('Usage: count-words.mjs [--under N]');
    process.exit(1);
  }
  const rows = SECTIONS.flatMap((section) => countSection(rootDir, section));
  const pad = (s, n) => String(s).padEnd(n);
  const num = (s, n) => String(s).padStart(n);

  if (under !== undefined) {
    const short = rows.filter((r) => r.kind === 'guide' && r.words < under);
    console.log(`Guide pages under ${under} words: ${short.length}`);
    for (const r of short) console.log(`${pad(r.section, 10)} ${pad(r.page, 52)} ${num(r.words, 6)}`);
    return;
  }

  console.log(`${pad('version', 10)} ${pad('page', 52)} ${pad('kind', 9)} ${num('words', 6)}`);
  for (const r of rows) console.log(`${pad(r.section, 10)} ${pad(r.page, 52)} ${pad(r.kind, 9)} ${num(r.words, 6)}`);
  console.log('');
  console.log(
    `${pad('version', 10)} ${num('pages', 6)} ${num('guides', 8)} ${num('reference', 10)} ${num('total', 8)}`,
  );
  for (const section of SECTIONS) {
    const own = rows.filter((r) => r.section === section.name);
    const sum = (kind) => own.filter((r) => !kind || r.kind === kind).reduce((n, r) => n + r.words, 0);
    console.log(
      `${pad(section.name, 10)} ${num(own.length, 6)} ${num(sum('guide'), 8)} ${num(sum('reference'), 10)} ${num(sum(), 8)}`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
