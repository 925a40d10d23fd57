import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {searchIndexChunkName, searchModalChunkName, storedSearchesChunkName} from '../searchConfig';

/** A chunk name must be a literal in the import's comment; the offline precache finds the chunk by the constant. */
function chunkNamesIn(file: string): string[] {
  const source = readFileSync(path.join(import.meta.dirname, '..', ...file.split('/')), 'utf8');
  return [...source.matchAll(/webpackChunkName:\s*"([^"]+)"/g)].map(([, name]) => name);
}

describe('search chunk names', () => {
  it('the modal loads under the name the offline shell looks for', () => {
    expect(chunkNamesIn('theme/SearchBar/index.tsx')).toEqual([searchModalChunkName]);
  });

  it('the index loader loads under its own name, which the offline shell looks for too', () => {
    expect(chunkNamesIn('client/useSearchIndex.ts')).toEqual([searchIndexChunkName]);
    expect(searchIndexChunkName).not.toBe(searchModalChunkName);
  });

  it("the checks of a returning reader's stored searches load under the name the offline shell looks for", () => {
    expect(chunkNamesIn('../../clientModules/storageValidation.ts')).toEqual([storedSearchesChunkName]);
  });
});
