#!/usr/bin/env node
/**
 * Type-checks the Canary-only config examples of `docs/` (fences marked `canary`) against the
 * packages of the upcoming release (`canary.release` of config/releases.mjs; 3.7.0 as written
 * here), which the site does not install:
 *
 *   mkdir /tmp/canary && cd /tmp/canary && npm init -y &&
 *     npm i --ignore-scripts @docusaurus/preset-classic@3.7.0 @docusaurus/types@3.7.0 \
 *       @docusaurus/theme-mermaid@3.7.0 @docusaurus/theme-live-codeblock@3.7.0 @types/node@20
 *   node scripts/config-examples/check-canary.mjs /tmp/canary
 *
 * The folder is used as the root whose node_modules the examples' imports resolve against.
 * Run by hand when a Canary-only example changes; `npm test` checks every other example
 * against the installed 3.6.1 types.
 */
import {readdirSync, readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {canary} from '../../config/releases.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const jiti = createRequire(import.meta.url)('jiti')(import.meta.filename, {interopDefault: true});
const {extractConfigExamples} = jiti('./extract.ts');
const {typecheckExamples} = jiti('./typecheck.ts');

const packagesRoot = process.argv[2];
if (!packagesRoot || !existsSync(path.join(packagesRoot, 'node_modules', '@docusaurus', 'types'))) {
  console.error(
    `usage: node scripts/config-examples/check-canary.mjs <folder whose node_modules holds the ${canary.line} packages>`,
  );
  process.exit(2);
}
const version = JSON.parse(
  readFileSync(path.join(packagesRoot, 'node_modules', '@docusaurus', 'types', 'package.json'), 'utf8'),
).version;

const examples = readdirSync(path.join(root, 'docs'), {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.mdx?$/.test(file))
  .flatMap((file) => extractConfigExamples(readFileSync(path.join(root, 'docs', file), 'utf8'), `docs/${file}`))
  .filter((example) => example.canary);

const problems = typecheckExamples(examples, path.resolve(packagesRoot));
for (const {location, message} of problems) console.error(`${location}: ${message}`);
console.log(
  `${examples.length} Canary-only examples checked against @docusaurus/types ${version}: ${problems.length} problems`,
);
process.exit(problems.length === 0 ? 0 : 1);
