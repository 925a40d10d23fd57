// Installs one release's @docusaurus/* packages, with their own dependencies,
// in a scratch folder outside the repository (never into the site's
// node_modules: 2.x needs older third-party packages such as
// prism-react-renderer 1, which npm picks from the packages' own ranges).
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {packagesOf} from './releases.mjs';

/**
 * Whether `dir` already holds an install of `release` with every package it needs.
 * @param {string} dir
 * @param {string} release
 * @returns {boolean}
 */
export function isInstalled(dir, release) {
  return Object.keys(packagesOf(release)).every((name) => {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).version === release;
  });
}

/**
 * Installs `release` into `dir` unless it is there already. With `lockFile`,
 * npm runs under `flock` on it, so that the install waits for other heavy jobs
 * of a shared machine instead of competing with them.
 * @param {string} dir
 * @param {string} release
 * @param {{lockFile?: string, log?: (line: string) => void}} [options]
 * @returns {boolean} Whether it installed (false: already there).
 */
export function installRelease(dir, release, {lockFile, log = console.log} = {}) {
  if (isInstalled(dir, release)) return false;
  mkdirSync(dir, {recursive: true});
  const manifest = {name: `schema-history-${release}`, private: true, dependencies: packagesOf(release)};
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const npmArgs = ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'];
  const [command, args] = lockFile ? ['flock', [lockFile, 'npm', ...npmArgs]] : ['npm', npmArgs];
  log(`installing ${release} in ${dir}${lockFile ? ` (under flock ${lockFile})` : ''}`);
  execFileSync(command, args, {cwd: dir, stdio: ['ignore', 'inherit', 'inherit']});
  if (!isInstalled(dir, release)) throw new Error(`${dir}: npm finished but ${release} is incomplete`);
  return true;
}
