import {describe, expect, it} from 'vitest';
import {camelParts, namesRelease, queryIntent, queryWords, stripPastedNoise} from '../client/words';

const meaningful = (query: string) =>
  queryWords(query)
    .filter((word) => !word.filler)
    .map((word) => word.forms[0]);

describe('queryWords', () => {
  it('sets question and filler words apart', () => {
    expect(meaningful('how do I add a sidebar')).toEqual(['add', 'sidebar']);
    expect(meaningful('What is the swizzle command?')).toEqual(['swizzle', 'command']);
    expect(meaningful('can I use tabs')).toEqual(['use', 'tabs']);
    expect(meaningful('how often is docusaurus released')).toEqual(['docusaurus', 'released']);
  });

  it('gives an identifier its joined form first, then its parts', () => {
    expect(queryWords('onBrokenLinks')[0]!.forms).toEqual(['onbrokenlinks', 'on broken links']);
    expect(queryWords('docs:version')[0]!.forms).toEqual(['docsversion', 'docs version']);
    expect(queryWords('theme-common')[0]!.forms).toEqual(['themecommon', 'theme common']);
    expect(queryWords('sidebar')[0]!.forms).toEqual(['sidebar']);
  });

  it('searches a file name typed alone as typed, though the same name is noise inside a paste', () => {
    expect(meaningful('_category_.json')).toEqual(['_category_json']);
    expect(meaningful('docusaurus.config.js')).toEqual(['docusaurusconfigjs']);
    expect(meaningful('Error: cannot read docusaurus.config.js')).toEqual(['read']);
  });

  it('keeps a module name whole, as Pagefind indexes it joined, and its sub-path apart', () => {
    expect(meaningful('@docusaurus/theme-common/internal')).toEqual(['docusaurusthemecommon', 'internal']);
    // Whole first, then the name without its scope for an index that holds only that.
    expect(queryWords('@docusaurus/Link')[0]!.forms).toEqual(['docusauruslink', 'link']);
    expect(queryWords('@theme/IdealImage')[0]!.forms).toEqual(['themeidealimage', 'idealimage', 'ideal image']);
    expect(queryIntent('@theme/IdealImage').namesIdentifier).toBe(true);
  });

  it('reads a contraction as one filler word, not as two words around a quote', () => {
    expect(meaningful("Can't resolve 'x' and don't isn't")).toEqual(['resolve', 'x']);
    expect(meaningful("Module not found: Can’t resolve '@theme/IdealImage'")).toEqual([
      'module',
      'not',
      'found',
      'resolve',
      'themeidealimage',
    ]);
  });

  it('keeps nothing of emoji, markup punctuation or symbols', () => {
    expect(queryWords('🚀🔥')).toEqual([]);
    expect(meaningful('<script>alert(1)</script>')).toEqual(['script', 'alert', '1', 'script']);
  });
});

describe('stripPastedNoise', () => {
  it('reduces a pasted error to its distinctive words', () => {
    const pasted = `Error: Cannot find module '@docusaurus/theme-common/internal'
Require stack:
- /home/me/site/node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js
    at Module._resolveFilename (node:internal/modules/cjs/loader:1145:15)
    at Object.<anonymous> (/home/me/site/src/theme/Navbar/index.js:3:1)`;
    // Node's `Require stack:` trailer names no topic: it is dropped with the files it lists.
    expect(meaningful(pasted)).toEqual(['find', 'module', 'docusaurusthemecommon', 'internal']);
    expect(meaningful('Error: Cannot find module x\nRequire stack:\n- /a/b.js\n\nNode.js v20.20.2')).toEqual([
      'find',
      'module',
      'x',
    ]);
  });

  it('drops URLs, file names, positions and log prefixes', () => {
    expect(stripPastedNoise('[ERROR] Broken link on https://x.dev/a at src/pages/index.tsx:12:3').trim()).toMatch(
      /^Broken link on\s+at$/,
    );
    expect(meaningful('TypeError: window is not defined (12:5)')).toEqual(['window', 'not', 'defined']);
  });
});

describe('camelParts', () => {
  it('splits camelCase and acronyms', () => {
    expect(camelParts('useDocusaurusContext')).toEqual(['use', 'docusaurus', 'context']);
    expect(camelParts('MDXComponents')).toEqual(['mdx', 'components']);
  });
});

describe('queryIntent', () => {
  it('reads no release in a route quoted by a pasted message', () => {
    const pasted = 'Error: Docusaurus static site generation failed for 2 paths: - "/changelog"';
    expect(queryIntent(pasted)).toMatchObject({namesRelease: false, namesChangelog: false});
    expect(meaningful(pasted)).not.toContain('changelog');
    expect(queryIntent('changelog 3.6.1')).toMatchObject({namesRelease: true, namesChangelog: true});
  });
});

describe('namesRelease', () => {
  it('is true for versions and release words only', () => {
    expect(namesRelease('docusaurus 3.6 release')).toBe(true);
    expect(namesRelease('v2 changelog')).toBe(true);
    expect(namesRelease('customize the 404 page')).toBe(false);
    expect(namesRelease('deploy to netlify')).toBe(false);
  });

  it('is true for a major version after the product name, and for a launch', () => {
    expect(namesRelease('docsearch 3 migration')).toBe(true);
    expect(namesRelease('Docusaurus 2 beta')).toBe(true);
    expect(namesRelease('docusaurus 2.0 launch')).toBe(true);
    expect(namesRelease('serve on port 3000')).toBe(false);
    expect(namesRelease('docusaurus start')).toBe(false);
  });
});

describe('queryIntent.namesIdentifier', () => {
  it('holds for identifiers as code writes them', () => {
    for (const query of ['onBrokenLinks', 'hide_table_of_contents', 'docs:version', 'ExecutionEnvironment.canUseDOM']) {
      expect(queryIntent(query).namesIdentifier).toBe(true);
    }
  });

  it('does not hold for plain words, versions or sentences', () => {
    for (const query of [
      'blog authors',
      'last updated date',
      'docusaurus 3.6',
      'Error: something failed. Try again',
      'ReferenceError: window is not defined at /opt/build/repo/build/__server/server.bundle.js:2464:3',
    ]) {
      expect(queryIntent(query).namesIdentifier).toBe(false);
    }
  });
});
