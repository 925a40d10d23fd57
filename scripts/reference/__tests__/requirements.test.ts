// The requirements data (src/data/upgrade/requirements.ts) against its
// generator: the generator commits the registry's answer as it came
// (requirements-snapshot.json), and this test derives the data file from it
// again with the generator's own function. Data edited by hand, or a
// generator changed without regenerating, fails here. The snapshot is checked
// against the package the site has installed: its 3.6.1 row must be what
// node_modules/@docusaurus/core/package.json declares.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {canary} from '@site/config/releases.mjs';
import {requirements} from '@site/src/data/upgrade/requirements';
import {dataFile, normaliseAnswer, OLDEST, renderRequirements, snapshotFile} from '../requirements.mjs';

const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8'));

describe('requirements data', () => {
  it('is what the generator derives from the committed snapshot', () => {
    expect(readFileSync(dataFile, 'utf8')).toBe(renderRequirements(snapshot));
  });

  it('keeps the snapshot sorted and trimmed as the generator writes it', () => {
    expect(normaliseAnswer(snapshot)).toEqual(snapshot);
    expect(snapshot[0].version).toBe(OLDEST);
    expect(snapshot.at(-1).version).toBe(canary.release);
  });

  it('agrees with the installed @docusaurus/core', () => {
    const require = createRequire(import.meta.url);
    const pkg = require('@docusaurus/core/package.json');
    expect(requirements[pkg.version]).toEqual({node: pkg.engines.node, react: pkg.peerDependencies.react});
  });

  it('records the React 19 support of 3.7.0 and the Node.js 18 floor of 3.0.0', () => {
    expect(requirements['3.7.0']?.react).toBe('^18.0.0 || ^19.0.0');
    expect(requirements['2.4.3']?.node).toBe('>=16.14');
    expect(requirements['3.0.0']?.node).toBe('>=18.0');
  });
});
