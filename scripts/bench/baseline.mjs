// The bench's baseline: a stock site made from the `classic` template of
// `create-docusaurus`, exactly as a new user gets it. The template is fetched
// from the npm registry at bench time (it is the framework's text, so it is not
// kept in this repo) and built with this repo's installed Docusaurus 3.6.1,
// which Node resolves from the repo's node_modules because the site sits inside
// the repo (bench/out/, ignored by git).
import {execFile} from 'node:child_process';
import {cp, mkdir, readdir, rename, rm} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {promisify} from 'node:util';

const run = promisify(execFile);

/** The Docusaurus release this repo installs, which builds both sites: the template should match it. */
const installedVersion = /** @type {string} */ (
  createRequire(import.meta.url)('@docusaurus/core/package.json').version
);

/**
 * The template version to use: the installed release (3.6.1) when the registry
 * has it, else the newest patch of its minor line it has (this registry mirror
 * lacks 3.6.1; the 3.6 patch releases do not change the classic template's pages
 * or config in ways that matter here).
 * @param {string[]} available
 * @param {string} [wanted]
 * @returns {string | null}
 */
export function pickTemplateVersion(available, wanted = installedVersion) {
  if (available.includes(wanted)) {
    return wanted;
  }
  const [major, minor] = wanted.split('.');
  const sameMinor = available
    .filter((version) => /^\d+\.\d+\.\d+$/.test(version))
    .filter((version) => version.startsWith(`${major}.${minor}.`))
    .sort((a, b) => Number(a.split('.')[2]) - Number(b.split('.')[2]));
  return sameMinor.at(-1) ?? null;
}

/**
 * Writes the stock classic site into siteDir; resolves with the template version used.
 * @param {string} siteDir
 * @returns {Promise<string>}
 */
export async function prepareBaselineSite(siteDir) {
  const {stdout} = await run('npm', ['view', 'create-docusaurus', 'versions', '--json']);
  const version = pickTemplateVersion(JSON.parse(stdout));
  if (!version) {
    const line = installedVersion.split('.').slice(0, 2).join('.');
    throw new Error(`The registry has no create-docusaurus ${line}.x to make the baseline from.`);
  }
  const workDir = `${siteDir}.download`;
  await rm(workDir, {recursive: true, force: true});
  await rm(siteDir, {recursive: true, force: true});
  await mkdir(workDir, {recursive: true});
  await run('npm', ['pack', `create-docusaurus@${version}`, '--silent'], {cwd: workDir});
  const [tarball] = (await readdir(workDir)).filter((name) => name.endsWith('.tgz'));
  await run('tar', ['xzf', tarball], {cwd: workDir});
  const templates = path.join(workDir, 'package', 'templates');
  // create-docusaurus copies `shared` first, then the chosen template over it.
  await cp(path.join(templates, 'shared'), siteDir, {recursive: true});
  await cp(path.join(templates, 'classic'), siteDir, {recursive: true});
  if (existsSync(path.join(siteDir, 'gitignore'))) {
    await rename(path.join(siteDir, 'gitignore'), path.join(siteDir, '.gitignore'));
  }
  await rm(workDir, {recursive: true, force: true});
  return version;
}
