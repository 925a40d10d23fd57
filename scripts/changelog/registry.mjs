// Reads the npm registry for `npm run sync:releases` (sync-releases.mjs): the
// documents of every @docusaurus/* package, found from a few seeds by following
// their @docusaurus/* dependencies. The only part of the sync that uses the network.
import {execFileSync} from 'node:child_process';

/**
 * Packages of the framework's monorepo that nothing else depends on (CLIs,
 * presets, opt-in plugins, packages removed over time). Every other package is
 * found by following @docusaurus/* dependencies from these, in every version.
 */
const SEED_PACKAGES = [
  '@docusaurus/core',
  '@docusaurus/preset-classic',
  '@docusaurus/preset-bootstrap',
  '@docusaurus/theme-bootstrap',
  '@docusaurus/init',
  '@docusaurus/migrate',
  '@docusaurus/eslint-plugin',
  '@docusaurus/faster',
  '@docusaurus/tsconfig',
  '@docusaurus/remark-plugin-npm2yarn',
  '@docusaurus/plugin-client-redirects',
  '@docusaurus/plugin-ideal-image',
  '@docusaurus/plugin-pwa',
  '@docusaurus/plugin-rsdoctor',
  '@docusaurus/plugin-vercel-analytics',
  '@docusaurus/theme-live-codeblock',
  '@docusaurus/theme-mermaid',
];

/**
 * REGISTRY, else the registry npm is configured with, else the public one.
 * @returns {string}
 */
export function registryUrl() {
  if (process.env.REGISTRY) {
    return process.env.REGISTRY.replace(/\/+$/, '');
  }
  try {
    const configured = execFileSync('npm', ['config', 'get', 'registry'], {encoding: 'utf8'}).trim();
    if (configured.startsWith('http')) {
      return configured.replace(/\/+$/, '');
    }
  } catch {
    // npm not on PATH: fall back to the public registry.
  }
  return 'https://registry.npmjs.org';
}

/**
 * @param {string} registry
 * @param {string} name
 * @returns {Promise<any | null>} the package's registry document, null when the registry has no such package
 */
async function fetchPackument(registry, name) {
  const response = await fetch(`${registry}/${name.replace('/', '%2f')}`, {headers: {accept: 'application/json'}});
  if (response.status === 404) {
    return null;
  }
  if (!response.ok) {
    throw new Error(`${name}: registry answered ${response.status}`);
  }
  return response.json();
}

/**
 * Seeds plus every @docusaurus/* package any of their versions depends on.
 * @param {string} registry
 * @returns {Promise<Map<string, any>>} package name → registry document
 */
export async function loadPackuments(registry) {
  /** @type {Map<string, any>} */
  const packuments = new Map();
  const queue = [...SEED_PACKAGES];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const name = queue.shift();
    const packument = await fetchPackument(registry, name);
    if (!packument) {
      console.warn(`  ${name}: not in the registry, skipped`);
      continue;
    }
    packuments.set(name, packument);
    for (const manifest of Object.values(packument.versions ?? {})) {
      for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
        for (const dependency of Object.keys(manifest[field] ?? {})) {
          if (dependency.startsWith('@docusaurus/') && !seen.has(dependency)) {
            seen.add(dependency);
            queue.push(dependency);
          }
        }
      }
    }
  }
  return packuments;
}
