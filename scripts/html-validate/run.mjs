// `node scripts/html-validate/run.mjs [dir] [--workers N]`: `npm test` runs it
// on build/ after the build (`npm run test:html`). Exits 1 on any problem.
import {existsSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {Worker} from 'node:worker_threads';
import {batches, builtHtmlFiles, excludedFolders} from './validate.mjs';

const {values, positionals} = parseArgs({options: {workers: {type: 'string'}}, allowPositionals: true});
const buildDir = path.resolve(positionals[0] ?? 'build');
if (!existsSync(buildDir)) {
  console.error(`html-validate: ${buildDir} does not exist; run the build first.`);
  process.exit(1);
}

const started = performance.now();
const files = builtHtmlFiles(buildDir);
const workerCount = Number(values.workers ?? availableParallelism());
const results = await Promise.all(
  batches(files, workerCount).map(
    (batch) =>
      new Promise((resolve, reject) => {
        const worker = new Worker(new URL('./worker.mjs', import.meta.url), {workerData: {buildDir, files: batch}});
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
  ),
);
const problems = results.flatMap((result) => result.problems).sort((a, b) => a.file.localeCompare(b.file));
const skipped = results.flatMap((result) => result.skipped);
const count = problems.reduce((sum, {messages}) => sum + messages.length, 0);

for (const {file, messages} of problems) {
  console.error(`\n${file}`);
  for (const {line, column, ruleId, message, selector} of messages) {
    console.error(`  ${line}:${column}  ${message}  (${ruleId})${selector ? `\n      at ${selector}` : ''}`);
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `[html-validate] ${files.length - skipped.length} pages in ${seconds} s (${results.length} workers): ` +
    `${count} problem${count === 1 ? '' : 's'}; not checked: ${excludedFolders.map((f) => `/${f}/`).join(', ')}, ` +
    `${skipped.length} client-redirect stubs.`,
);
process.exit(count > 0 ? 1 : 0);
