import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {batches, builtHtmlFiles, createValidator, isClientRedirectStub, validateFiles} from '../validate.mjs';

const validator = createValidator();

/** A page the way the build writes one (minified), with `body` inside <body>. */
const page = (body: string) =>
  `<!doctype html><html lang=en><meta charset=UTF-8><title>A page</title><body><div id=__docusaurus>${body}</div>`;

async function rulesBrokenBy(body: string): Promise<string[]> {
  const report = await validator.validateString(page(body));
  return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe('the html-validate configuration', () => {
  it('accepts minified markup: unquoted attributes, omitted end tags, default types left out', async () => {
    expect(
      await rulesBrokenBy(
        '<p class=intro>One<p>Two<ul><li>a<li>b</ul><form><input aria-label=Name><button>Go</button></form>',
      ),
    ).toEqual([]);
  });

  it.each([
    ['a name on an element that cannot have one', '<div aria-label="Loading diagram"></div>', 'aria-label-misuse'],
    ['a form without a submit button', '<form role=search><input type=search aria-label=Query></form>', 'wcag/h32'],
    [
      'two unnamed complementary landmarks',
      '<aside><p>Posts</aside><main><p>Text</main><aside aria-label="Table of contents"><p>TOC</aside>',
      'unique-landmark',
    ],
    [
      'a region built from a <div>',
      '<div role=region aria-label=Options><table></table></div>',
      'prefer-native-element',
    ],
    ['an unknown character reference', '<p>Tom &jerry; and friends</p>', 'unrecognized-char-ref'],
    ['a raw "<" in text', '<p>1 < 2</p>', 'no-raw-characters'],
  ])('rejects %s', async (_name, body, rule) => {
    expect(await rulesBrokenBy(body)).toContain(rule);
  });

  it.each([
    [
      'a loading placeholder holding a named progress bar',
      '<div><progress aria-label="Loading diagram"></progress></div>',
    ],
    [
      'a search form with its submit button',
      '<form role=search><input type=search aria-label=Query><button type=submit>Search</button></form>',
    ],
    [
      'a named group of fields that is not a form',
      '<div role=group aria-label="Start a request"><input aria-label=Idea></div>',
    ],
    [
      'a sidebar named by its title beside the TOC',
      '<aside aria-labelledby=t><div id=t>All posts</div></aside><main><p>Text</main><aside aria-label="Table of contents"><p>TOC</aside>',
    ],
    ['a named list', '<ul aria-label="Releases crediting Ada"><li>3.6.0</ul>'],
    ['a bare ampersand in text', '<p>Tom & Jerry, R&D</p>'],
    // Theme markup: the navbar's dropdown toggles and the announcement bar.
    [
      'the theme roles left to the framework',
      '<div role=banner><p>News</div><a href=/docs/ role=button aria-haspopup=true>Docs</a>',
    ],
  ])('accepts %s', async (_name, body) => {
    expect(await rulesBrokenBy(body)).toEqual([]);
  });
});

describe('isClientRedirectStub', () => {
  it('recognises the page the client-redirects plugin writes, and only that', () => {
    const stub = `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=/community/support/">
    <link rel="canonical" href="/community/support/" />
  </head>
  <script>
    window.location.href = '/community/support/' + window.location.search + window.location.hash;
  </script>
</html>`;
    expect(isClientRedirectStub(stub)).toBe(true);
    expect(isClientRedirectStub(page('<p>A real page'))).toBe(false);
  });
});

describe('files and batches', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'html-validate-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('lists the built pages outside /tests/ and skips redirect stubs', async () => {
    for (const file of [
      'index.html',
      'docs/intro/index.html',
      'tests/pages/odd/index.html',
      'old/index.html',
      // The client-redirects plugin writes `.html` URL forms as folders: `intro.html/index.html`.
      'docs/intro.html/index.html',
    ]) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    }
    writeFileSync(path.join(dir, 'index.html'), page('<main><p>Home</main>'));
    writeFileSync(path.join(dir, 'docs/intro/index.html'), page('<div aria-label=Broken></div>'));
    writeFileSync(path.join(dir, 'tests/pages/odd/index.html'), '<div aria-label=Broken></div>');
    writeFileSync(path.join(dir, 'old/index.html'), '<meta http-equiv="refresh" content="0; url=/docs/">');
    writeFileSync(path.join(dir, 'docs/intro.html/index.html'), '<meta http-equiv="refresh" content="0; url=/docs/">');
    writeFileSync(path.join(dir, 'sitemap.xml'), '<urlset/>');

    const files = builtHtmlFiles(dir);
    expect(files).toEqual(['docs/intro.html/index.html', 'docs/intro/index.html', 'index.html', 'old/index.html']);
    const {problems, skipped} = await validateFiles(dir, files, validator);
    expect(skipped).toEqual(['docs/intro.html/index.html', 'old/index.html']);
    expect(problems.map(({file, messages}) => [file, messages.map((m) => m.ruleId)])).toEqual([
      ['docs/intro/index.html', ['aria-label-misuse']],
    ]);
  });

  it('spreads files over the workers in turn', () => {
    expect(batches(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
    expect(batches(['a'], 4)).toEqual([['a']]);
  });
});
