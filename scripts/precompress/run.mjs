// `node scripts/precompress/run.mjs <dir> [--brotli-quality N]`: npm's
// `postbuild` runs it on build/ after every `npm run build` (see precompress.mjs).
import path from 'node:path';
import {existsSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {precompressDirectory} from './precompress.mjs';

const {values, positionals} = parseArgs({options: {'brotli-quality': {type: 'string'}}, allowPositionals: true});
const brotliQuality = values['brotli-quality'] === undefined ? undefined : Number(values['brotli-quality']);
const dir = path.resolve(positionals[0] ?? 'build');

if (!existsSync(dir)) {
  console.error(`precompress: ${dir} does not exist; run the build first.`);
  process.exit(1);
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const {totals, ms, brotliQuality: quality} = await precompressDirectory(dir, {brotliQuality});
console.log(
  `[precompress] ${totals.files} files (${mb(totals.bytes)}) in ${(ms / 1000).toFixed(1)} s: ` +
    `${totals.brFiles} .br (${mb(totals.brBytes)}, brotli q${quality}), ${totals.gzFiles} .gz (${mb(totals.gzBytes)}, gzip -9)`,
);
