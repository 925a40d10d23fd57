#!/usr/bin/env node
/**
 * Regenerates the catalogues the content truth checks read, from the packages of each release:
 * - scripts/content/truth/messages.json: where each error or warning text the pages quote
 *   occurs (scripts/content/__tests__/quotedMessages.test.ts);
 * - scripts/content/truth/apis.json: the modules, exports, hooks, theme components and
 *   environment variables of the releases the site does not install
 *   (scripts/content/__tests__/apiNames.test.ts, versionNotes.test.ts).
 *
 *   node scripts/content/truth-catalogues.mjs \
 *     --packages 3.5.2=/work/scratch/3.5.2/node_modules \
 *     --packages 3.7.0=/work/scratch/3.7.0/node_modules
 *
 * A release's value may list several node_modules folders, separated by commas: the first is the
 * release's install, the others hold its packages a site install lacks (create-docusaurus,
 * @docusaurus/eslint-plugin, plugin-vercel-analytics...), unpacked with `npm pack`:
 *
 *   mkdir -p /tmp/x/node_modules/@docusaurus/eslint-plugin && cd /tmp/x &&
 *     tar -xzf "$(npm pack @docusaurus/eslint-plugin@3.7.0)" -C node_modules/@docusaurus/eslint-plugin --strip-components=1
 *
 * The installed release (3.6.1, the site's node_modules) is always searched. A release not given
 * keeps its recorded entries for the messages still quoted, so a writer without the scratch
 * installs can still regenerate after editing 3.6.1 pages (`node scripts/content/truth-catalogues.mjs`
 * alone); an entry found earlier in a package the given folders lack is kept as well. Reading
 * every dependency of the packages takes about a minute per release.
 */
import path from 'node:path';
import {latestRelease} from '../../config/releases.mjs';
import {writeApiCatalogue} from './truth/apiCatalogue.mjs';
import {writeMessageCatalogue} from './truth/messageCatalogue.mjs';
import {siteRoot} from './truth/pages.mjs';

/** @type {Record<string, string[]>} */
const roots = {[latestRelease.version]: [path.join(siteRoot, 'node_modules')]};
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  const value = args[i] === '--packages' ? args[++i] : undefined;
  const match = value ? /^([^=]+)=(.+)$/.exec(value) : null;
  if (!match) {
    console.error(`usage: node scripts/content/truth-catalogues.mjs [--packages <release>=<node_modules>[,<more>]]...`);
    process.exit(2);
  }
  const [, version, folders] = match;
  const given = folders.split(',').map((f) => path.resolve(f));
  roots[version] = version === latestRelease.version ? [...roots[version], ...given] : given;
}

await writeApiCatalogue(roots, (line) => console.log(line));
await writeMessageCatalogue(roots, (line) => console.log(line));
