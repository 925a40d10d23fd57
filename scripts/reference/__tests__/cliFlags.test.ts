/**
 * The CLI page lists every option of every command with the exact flag syntax the installed CLI
 * declares (`-l, --locale <locale...>`), read statically from the commander definitions in
 * `@docusaurus/core/bin/docusaurus.mjs`: no process is started.
 *
 * Canary and 3.6.1 pages are checked against the installed 3.6.1 file. 3.7.0 moved the same
 * definitions to `lib/commands/cli.js` without changing a command or an option (compared by hand).
 * The 3.5.2 page is checked against the list below, read by hand from the 3.5.2 package's
 * `bin/docusaurus.mjs`: tests only read repo files.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsRoots, siteRoot} from './documentedOptions';

type CliCommands = Record<string, string[]>;

/** Commands and the flag strings of their options, from commander `.command(…).option(…)` chains. */
export function declaredCommands(source: string): CliCommands {
  const commands: CliCommands = {};
  for (const [, name, chain] of source.matchAll(/\.command\(\s*'([\w:-]+)[^']*'\s*\)([\s\S]*?)\.action\(/g)) {
    commands[name] = [...chain.matchAll(/\.option\(\s*'([^']+)'/g)].map(([, flags]) => flags).sort();
  }
  return commands;
}

/** Commands (from `## \`docusaurus x\`` headings) and the flag strings in the first cell of their table rows. */
export function documentedCommands(page: string): CliCommands {
  const sections = page.split(/^## `docusaurus ([\w:-]+)`\s*$/m);
  const commands: CliCommands = {};
  for (let index = 1; index < sections.length; index += 2) {
    const body = sections[index + 1].split(/^## /m)[0];
    commands[sections[index]] = [...body.matchAll(/^\| `(-[^`]+)` \|/gm)].map(([, flags]) => flags).sort();
  }
  return commands;
}

/** Options of the 3.5.2 CLI, read from @docusaurus/core 3.5.2 `bin/docusaurus.mjs`. */
const LISTED_3_5_2: CliCommands = {
  build: ['--bundle-analyzer', '--config <config>', '--dev', '--no-minify', '--out-dir <dir>', '-l, --locale <locale>'],
  clear: [],
  deploy: ['--config <config>', '--out-dir <dir>', '--skip-build', '--target-dir <dir>', '-l, --locale <locale>'],
  serve: ['--build', '--config <config>', '--dir <dir>', '--no-open', '-h, --host <host>', '-p, --port <port>'],
  start: [
    '--config <config>',
    '--hot-only',
    '--no-minify',
    '--no-open',
    '--poll [interval]',
    '-h, --host <host>',
    '-l, --locale <locale>',
    '-p, --port <port>',
  ],
  swizzle: [
    '--config <config>',
    '--danger',
    '-e, --eject',
    '-j, --javascript',
    '-l, --list',
    '-t, --typescript',
    '-w, --wrap',
  ],
  'write-heading-ids': ['--maintain-case', '--overwrite'],
  'write-translations': ['--config <config>', '--messagePrefix <messagePrefix>', '--override', '-l, --locale <locale>'],
};
const DECLARED_3_5_2: CliCommands = Object.fromEntries(
  Object.entries(LISTED_3_5_2).map(([command, flags]) => [command, [...flags].sort()]),
);

const installed = declaredCommands(
  readFileSync(path.join(siteRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'utf8'),
);
const pageOf = (version: string) => readFileSync(path.join(docsRoots[version], 'cli.md'), 'utf8');

describe('declaredCommands', () => {
  it('reads commands and their option flags', () => {
    const source = [
      "cli\n  .command('build [siteDir]')\n  .description('Build.')",
      "  .option('--dev', 'dev mode')\n  .option(\n    '-l, --locale <locale...>',\n    'locales',\n    concat,\n  )",
      '  .action(build);',
      "cli.command('clear [siteDir]').description('Clear.').action(clear);",
    ].join('\n');
    expect(declaredCommands(source)).toEqual({build: ['--dev', '-l, --locale <locale...>'], clear: []});
  });

  it('finds the installed commands', () => {
    expect(Object.keys(installed)).toContain('write-heading-ids');
    expect(installed.start).toContain('-p, --port <port>');
  });
});

describe('documentedCommands', () => {
  it('reads option cells until the next section', () => {
    const page = [
      '## `docusaurus serve`',
      '| Option | Default | What it does |',
      '| `--dir <dir>` | `build` | Folder. |',
      '| `-p, --port <port>` | `3000` | Port. |',
      '## Environment variables',
      '| `--not-an-option` | x | y |',
      '## `docusaurus docs:version`',
    ].join('\n');
    expect(documentedCommands(page)).toEqual({serve: ['--dir <dir>', '-p, --port <port>'], 'docs:version': []});
  });
});

describe.each(['current', '3.6.1'])('CLI page of docs version %s', (version) => {
  const documented = documentedCommands(pageOf(version));

  it.each(Object.keys(installed))('lists every option of `%s` with its declared flags', (command) => {
    expect(documented[command]).toEqual(installed[command]);
  });

  it('documents the docs:version command that the docs plugin adds', () => {
    expect(Object.keys(documented)).toContain('docs:version');
  });
});

describe('CLI page of docs version 3.5.2', () => {
  const documented = documentedCommands(pageOf('3.5.2'));

  it('has the 3.5.2 list, which differs from the installed CLI only in the build locale flag', () => {
    const changed = Object.keys(installed).filter(
      (command) => JSON.stringify(installed[command]) !== JSON.stringify(DECLARED_3_5_2[command]),
    );
    expect(changed).toEqual(['build']);
    expect(installed.build).toContain('-l, --locale <locale...>');
  });

  it.each(Object.keys(DECLARED_3_5_2))('lists every option of `%s` with its 3.5.2 flags', (command) => {
    expect(documented[command]).toEqual(DECLARED_3_5_2[command]);
  });

  it('documents the docs:version command that the docs plugin adds', () => {
    expect(Object.keys(documented)).toContain('docs:version');
  });
});
