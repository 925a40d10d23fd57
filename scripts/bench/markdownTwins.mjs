// Markdown twins and llms files (issue 34; src/plugins/markdown-twins), as the
// build wrote them: how many twins, and the size of each docs version's
// llms.txt and llms-full.txt raw, gzip and brotli (what a tool downloads).
// Read from the build folder: no server, no browser.
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

/** The URL path of each version's llms files: Canary at the root, released versions under /docs/<version>/. */
export function llmsFilePaths(versions) {
  return [
    {version: 'current', folder: ''},
    ...versions.map((version) => ({version, folder: `docs/${version}/`})),
  ].flatMap(({version, folder}) => ['llms.txt', 'llms-full.txt'].map((name) => ({version, path: `/${folder}${name}`})));
}

/** Raw, gzip (level 9) and brotli (quality 11) bytes of a file's content. */
export function weigh(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, {level: 9}).length,
    brotli: brotliCompressSync(buffer, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length,
  };
}

async function countTwins(dir) {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.md')).length;
}

/** The section of the bench report; a missing llms file is reported as null, not skipped. */
export async function markdownTwinsBenchForDirectory(outDir, versions) {
  const files = [];
  for (const file of llmsFilePaths(versions)) {
    const content = await readFile(path.join(outDir, file.path)).catch(() => null);
    files.push({...file, bytes: content ? weigh(content) : null});
  }
  return {twins: await countTwins(outDir), files};
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function printMarkdownTwinsTable(report) {
  console.log(`\nMarkdown twins in the build: ${report.twins}`);
  console.log('\n| llms file | version | raw | gzip | brotli |\n| --- | --- | --- | --- | --- |');
  for (const {path: file, version, bytes} of report.files) {
    console.log(
      bytes
        ? `| ${file} | ${version} | ${kb(bytes.raw)} | ${kb(bytes.gzip)} | ${kb(bytes.brotli)} |`
        : `| ${file} | ${version} | missing | – | – |`,
    );
  }
}
