import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {offlineEventsChunkName} from '../manifestTransform';

describe('offline chunk names', () => {
  it("the registration's event handlers load under the name the lite shell looks for", () => {
    const source = readFileSync(path.join(import.meta.dirname, '..', 'client', 'registerSw.ts'), 'utf8');
    const names = [...source.matchAll(/webpackChunkName:\s*"([^"]+)"/g)].map(([, name]) => name);
    expect(names).toEqual([offlineEventsChunkName]);
  });
});
