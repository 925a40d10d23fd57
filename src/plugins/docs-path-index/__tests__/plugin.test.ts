import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsClientFolder, docsClientUtilsRequest, indexedDocsClientUtils, replaceDocsClientUtils} from '../index';

const require = createRequire(import.meta.url);
const docsClient = path.dirname(require.resolve('@docusaurus/plugin-content-docs/lib/client/index.js'));

/** Names a module exports, from `export function x`, `export const x` and `export {a, b} from` lines. */
function exportedNames(source: string): string[] {
  const declared = [...source.matchAll(/^export (?:function|const) (\w+)/gm)].map(([, name]) => name!);
  const reexported = [...source.matchAll(/^export \{([^}]+)\} from/gm)].flatMap(([, list]) =>
    list!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  return [...declared, ...reexported].sort();
}

describe('docsPathIndexPlugin', () => {
  it("names the docs client's import of its utilities, and the replacement exports the same names", async () => {
    expect(docsClientFolder.test(docsClient)).toBe(true);
    expect(await readFile(path.join(docsClient, 'index.js'), 'utf8')).toContain(`from '${docsClientUtilsRequest}'`);
    const original = exportedNames(await readFile(path.join(docsClient, 'docsClientUtils.js'), 'utf8'));
    expect(original).toContain('getActiveDocContext');
    expect(exportedNames(await readFile(indexedDocsClientUtils, 'utf8'))).toEqual(original);
  });

  it("replaces the docs client's import and no other", () => {
    const data = {request: docsClientUtilsRequest, context: docsClient};
    replaceDocsClientUtils(data);
    expect(data.request).toBe(indexedDocsClientUtils);
    for (const other of [
      {request: docsClientUtilsRequest, context: '/site/src/theme/DocItem'},
      {request: './docsVersion', context: docsClient},
    ]) {
      const before = other.request;
      replaceDocsClientUtils(other);
      expect(other.request).toBe(before);
    }
  });
});
