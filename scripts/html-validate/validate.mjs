/**
 * Validates the built HTML with html-validate (rules in config.mjs): every page
 * of build/ except the test area under /tests/, whose fixtures hold odd markup
 * on purpose, and the client-redirect stubs (see isClientRedirectStub).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {HtmlValidate, StaticConfigLoader} from 'html-validate';
import {htmlValidateConfig} from './config.mjs';

/** Build folders left out: the test area, whose fixtures are not the site's own markup. */
/** @type {string[]} */
export const excludedFolders = ['tests'];

/**
 * @docusaurus/plugin-client-redirects writes each redirect as a fixed stub
 * (no lang, no title, a script outside <body>) that has no template option.
 * Readers never see it: it redirects at once.
 * @param {string} html
 * @returns {boolean}
 */
export function isClientRedirectStub(html) {
  return html.length < 2048 && /<meta http-equiv="?refresh"?/i.test(html) && !html.includes('id="__docusaurus"');
}

/**
 * All .html files of the build, relative to it, sorted, minus the excluded folders.
 * @param {string} buildDir
 * @returns {string[]}
 */
export function builtHtmlFiles(buildDir) {
  // Files only: the client-redirect pages of `.html` URLs live in folders named `page.html/`.
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && statSync(path.join(buildDir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !excludedFolders.some((folder) => file.startsWith(`${folder}/`)))
    .sort();
}

/**
 * Splits files into `count` interleaved batches, so long and short pages spread evenly over workers.
 * @template T
 * @param {T[]} files
 * @param {number} count
 * @returns {T[][]}
 */
export function batches(files, count) {
  /** @type {T[][]} */
  const result = Array.from({length: Math.max(1, Math.min(count, files.length))}, () => []);
  files.forEach((file, index) => result[index % result.length].push(file));
  return result;
}

/**
 * One validator for many files: building it loads the element metadata once.
 * @param {import('html-validate').ConfigData} [config]
 * @returns {HtmlValidate}
 */
export function createValidator(config = htmlValidateConfig) {
  return new HtmlValidate(new StaticConfigLoader(config));
}

/**
 * @typedef {object} PageProblem
 * @property {string} file
 * @property {{ruleId: string, message: string, line: number, column: number, selector: string | null, severity: number}[]} messages
 */

/**
 * Validates files (relative to buildDir). Returns the problems of each file
 * with problems, and the files skipped as redirect stubs.
 * @param {string} buildDir
 * @param {string[]} files
 * @param {HtmlValidate} [validator]
 * @returns {Promise<{problems: PageProblem[], skipped: string[]}>}
 */
export async function validateFiles(buildDir, files, validator = createValidator()) {
  /** @type {PageProblem[]} */
  const problems = [];
  /** @type {string[]} */
  const skipped = [];
  for (const file of files) {
    const html = readFileSync(path.join(buildDir, file), 'utf8');
    if (isClientRedirectStub(html)) {
      skipped.push(file);
      continue;
    }
    const report = await validator.validateString(html, file);
    const messages = report.results.flatMap((result) =>
      result.messages.map(({ruleId, message, line, column, selector, severity}) => ({
        ruleId,
        message,
        line,
        column,
        selector,
        severity,
      })),
    );
    if (messages.length > 0) {
      problems.push({file, messages});
    }
  }
  return {problems, skipped};
}
