/**
 * Every error or warning text a page quotes is found, placeholders aside, in the source of the
 * packages of that page's release (`@docusaurus/*`, create-docusaurus and their dependencies).
 *
 * What counts as a quoted message (scripts/content/truth/pageQuotes.mjs):
 * 1. In a Pitfalls or troubleshooting section (heading with "Pitfall", "Troubleshoot", "Common
 *    errors" or "Common problems"): a bold lead that is wholly quoted, **`message`** or
 *    **"message"** (two words or more; pieces joined by `...` form one quote), or that opens with
 *    a double-quoted text of three words or more; and a code span or double-quoted text right
 *    after "fails with", "reports", "prints", "warns", "logs", "throws", "says", "shows", "goes
 *    on", "followed by", "preceded by", "error", "warning" or "message".
 * 2. Elsewhere in prose: a code span or double-quoted text (with a space) right after an output
 *    verb: "fails with", "stops the build with", "reports", "prints", "warns", "logs", "throws",
 *    "says", "followed by", "preceded by", "with the error/warning/message"; commands
 *    (`npm run serve`) and version notes ("Since 3.6") are not messages.
 * 3. Anywhere: a fenced block with the info string `text` and no title (console output), as one
 *    quote, unless it draws a tree or is in NOT_OUTPUT (pageQuotes.mjs).
 * In a quote, `...` or `…` marks text left out; a leading `Error: ` or `[ERROR] ` is ignored.
 * Where the source interpolates a value (`${name}`, a Joi `{#label}`), the page may show any
 * value; the logger's `path=`/`name=`/... markers are not printed, so a quote must not show them.
 *
 * Which release: docs/ = Canary (3.7.0), versioned_docs/version-X = X, community/ = 3.6.1, a
 * blog release post = its line's release, another post = the newest checked release published by
 * its date; older posts are skipped (scripts/content/truth/pages.mjs).
 *
 * Where the texts are looked up: the committed catalogue scripts/content/truth/messages.json,
 * which records for each quoted message the package file holding it. Regenerate it after
 * changing a quote (the 3.6.1 entries need only the installed packages):
 *
 *   node scripts/content/truth-catalogues.mjs --packages 3.5.2=<dir>/node_modules --packages 3.7.0=<dir>/node_modules
 *
 * The 3.6.1 entries are checked here against the installed node_modules. Texts of Node, browsers,
 * Git and other tools are in scripts/content/truth/messageAllowlist.mjs, each with its source.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {latestRelease} from '@site/config/releases.mjs';
import {allowlisted, MESSAGE_ALLOWLIST} from '../truth/messageAllowlist.mjs';
import {quotedMessages, readMessageCatalogue} from '../truth/messageCatalogue.mjs';
import {quoteInSource} from '../truth/match.mjs';
import {messageOf, quotesOfPage} from '../truth/pageQuotes.mjs';
import {siteRoot} from '../truth/pages.mjs';

/**
 * TEMPORARY: quotes not found in their release's packages, likely wrong claims, to fix in the
 * pages (then delete the entry). Keyed by file and message, with the closest real text.
 */
const KNOWN_WRONG_TO_FIX: Array<{file: string; message: string; closest: string}> = [];

const catalogue = readMessageCatalogue();
const quotes = quotedMessages();
/** `@scope/name` or `name`: the package folder of a file relative to node_modules. */
const packageOf = (file: string) =>
  file
    .split('/')
    .slice(0, file.startsWith('@') ? 2 : 1)
    .join('/');
const isKnownWrong = (file: string, message: string) =>
  KNOWN_WRONG_TO_FIX.some((k) => k.file === file && k.message === message);

describe('quotesOfPage', () => {
  it('recognises quoted messages in Pitfalls sections and console blocks only', () => {
    const page = [
      '## Setup',
      '- **`Not a pitfall section quote`** here. It is an error: `Builds take <5 minutes`.',
      'The build prints `Docusaurus found broken anchors!`; then run `npm run serve` as it says `npm run serve`.',
      'The build prints:',
      '```text',
      '[WARNING] Docusaurus found broken links!',
      '```',
      '## Pitfalls',
      '- **`Duplicate routes found!`** Two pages share a path.',
      "- **`routeBasePath: ''`** is accepted.",
      '- **A typo** fails with `Unknown sidebar item type "docs"`. Pick a free port with `--port 3001`.',
      '- **`Unexpected character` ... `before name`**: escape it.',
      '- **"Please tell me who you are" during deploy.** Set a Git identity.',
      '```text',
      'my-site/',
      '├── docs/',
      '```',
      '## Related',
      '- **`Also not a quote here`**.',
    ].join('\n');
    expect(quotesOfPage(page, 'docs/x.md').map((q) => `${q.line}:${messageOf(q.quote)}`)).toEqual([
      '3:Docusaurus found broken anchors!',
      '6:Docusaurus found broken links!',
      '9:Duplicate routes found!',
      '11:Unknown sidebar item type "docs"',
      '12:Unexpected character ... before name',
      '13:Please tell me who you are',
    ]);
  });
});

describe('quoteInSource', () => {
  const src = [
    "const logger = require('@docusaurus/logger');",
    'throw new Error(`Plugin "${name}" is used ${count} times with ID "${id}".`);',
    'logger.warn`Docusaurus found number=${n} unused directives in file path=${file}`;',
    "const message = 'These sidebar document ids do not exist:\\n' + ids + '\\n\\nAvailable ids:';",
    'throw new Error(`Invalid name=${plugin} version number=${version}.`);',
    "const messages = {'any.unknown': 'Unknown sidebar item type \"{.type}\".'};",
  ].join('\n');

  it('accepts real values where the source interpolates, and gaps the page marks', () => {
    expect(quoteInSource('Plugin "release-notes" is used 2 times with ID "default".', src)).toBe(true);
    expect(quoteInSource('Docusaurus found 3 unused directives in file docs/intro.md', src)).toBe(true);
    expect(quoteInSource('These sidebar document ids do not exist: ... Available ids:', src)).toBe(true);
    expect(quoteInSource('Unknown sidebar item type "docs"', src)).toBe(true);
    expect(quoteInSource('Invalid name=docusaurus-plugin-pwa version number=3.5.2.', src)).toBe(true);
  });

  it('rejects changed words and the logger markers, which are not printed', () => {
    expect(quoteInSource('Plugin "release-notes" is used 2 times with the ID "default".', src)).toBe(false);
    expect(quoteInSource('Docusaurus found number=3 unused directives', src)).toBe(false);
    expect(quoteInSource('These sidebar doc ids do not exist:', src)).toBe(false);
  });
});

describe('the quoted messages of the pages', () => {
  it('are found', () => {
    expect(quotes.length).toBeGreaterThan(50);
  });

  it("each occur in their release's packages (catalogue), the allowlist, or the known-wrong list", () => {
    const missing = quotes
      .filter((q) => !allowlisted(q.message) && !(q.message in (catalogue[q.version] ?? {})))
      .filter((q) => !isKnownWrong(q.file, q.message))
      .map((q) => `${q.file}:${q.line} (${q.version}): ${q.message.replace(/\n/g, ' / ')}`);
    expect(
      missing,
      'not in scripts/content/truth/messages.json: fix the quote, or regenerate (node scripts/content/truth-catalogues.mjs)',
    ).toEqual([]);
  });

  it('leave no stale known-wrong, allowlist or catalogue entry', () => {
    const quotedKeys = new Set(quotes.map((q) => `${q.file}\n${q.message}`));
    const stale = [
      ...KNOWN_WRONG_TO_FIX.filter((k) => !quotedKeys.has(`${k.file}\n${k.message}`)).map(
        (k) => `known wrong, fixed: ${k.file}: ${k.message}`,
      ),
      ...MESSAGE_ALLOWLIST.filter((a) => !quotes.some((q) => q.message === a.message)).map(
        (a) => `allowlist: ${a.message}`,
      ),
      ...Object.entries(catalogue).flatMap(([version, entries]) =>
        Object.keys(entries)
          .filter((m) => !quotes.some((q) => q.version === version && q.message === m))
          .map((m) => `catalogue ${version}: ${m}`),
      ),
    ];
    expect(stale).toEqual([]);
  });
});

describe(`the ${latestRelease.version} catalogue entries`, () => {
  const nodeModules = path.join(siteRoot, 'node_modules');
  const entries = Object.entries(catalogue[latestRelease.version] ?? {});

  it('exist', () => {
    expect(entries.length).toBeGreaterThan(30);
  });

  it('agree with the installed packages (files of packages the site does not install aside)', () => {
    const wrong = entries.flatMap(([message, where]) => {
      const lines = Array.isArray(where) ? message.split('\n').filter((l) => /[\p{L}\p{N}]/u.test(l)) : [message];
      const files = Array.isArray(where) ? where : [where];
      return lines.flatMap((line, i) => {
        const file = path.join(nodeModules, files[i]);
        if (!existsSync(file))
          return existsSync(path.join(nodeModules, packageOf(files[i]))) ? [`${files[i]}: gone`] : [];
        return quoteInSource(messageOf(line), readFileSync(file, 'utf8')) ? [] : [`${files[i]}: ${line}`];
      });
    });
    expect(wrong).toEqual([]);
  });
});
