import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {docsRoots, siteRoot} from './documentedOptions';

const cliBin = path.join(siteRoot, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

async function help(...args: string[]): Promise<string> {
  const {stdout} = await promisify(execFile)(process.execPath, [cliBin, ...args, '--help'], {
    encoding: 'utf8',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  return stdout;
}

/** Commands the installed CLI lists in its top-level help. */
function commandsOf(topLevelHelp: string): string[] {
  const commandsBlock = topLevelHelp.split('Commands:')[1] ?? '';
  return [...commandsBlock.matchAll(/^ {2}([a-z-]+) /gm)].map(([, name]) => name).sort();
}

/** Long option names (`--port`, `--no-open`) a command's help lists, without `--help`. */
function optionsOf(commandHelp: string): string[] {
  const optionsBlock = commandHelp.split('Options:')[1] ?? '';
  return [...optionsBlock.matchAll(/^ {2}(?:-\w, )?(--[\w-]+)/gm)]
    .map(([, flag]) => flag)
    .filter((flag) => flag !== '--help')
    .sort();
}

/** Commands (from `## \`docusaurus x\`` headings) and the long options each table lists. */
function documentedCli(file: string): Map<string, string[]> {
  const sections = readFileSync(file, 'utf8').split(/^## `docusaurus ([a-z-]+)`$/m);
  const commands = new Map<string, string[]>();
  for (let index = 1; index < sections.length; index += 2) {
    const rows = [...sections[index + 1].matchAll(/^\| `(?:-\w, )?(--[\w-]+)[^`]*` \|/gm)];
    commands.set(sections[index], rows.map(([, flag]) => flag).sort());
  }
  return commands;
}

// Each `--help` starts the CLI (seconds on a busy machine): run them all once, concurrently.
const installed = new Map<string, string[]>();
let commands: string[] = [];
beforeAll(async () => {
  commands = commandsOf(await help());
  const helps = await Promise.all(commands.map((command) => help(command)));
  commands.forEach((command, index) => installed.set(command, optionsOf(helps[index])));
}, 180_000);

describe.each(['current', '3.6.1'])('CLI page of docs version %s', (version) => {
  const documented = documentedCli(path.join(docsRoots[version], 'cli.md'));

  it('documents exactly the commands of the installed CLI', () => {
    expect(commands.length).toBeGreaterThan(5);
    expect([...documented.keys()].sort()).toEqual(commands);
  });

  it('lists every option of every command', () => {
    expect(installed.get('start')).toContain('--port');
    for (const command of commands) {
      expect({command, options: documented.get(command)}).toEqual({command, options: installed.get(command)});
    }
  });
});
