import {spawn, type ChildProcess} from 'node:child_process';
import {access, mkdtemp, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {expect, test} from '@playwright/test';

/**
 * Bad input fails the build with a clear message (unknown doc or sidebar ids, untranslatable
 * markup, a page without a default export...): each fixture site in e2e/build-validation/sites/ holds one bad input;
 * the real CLI builds it and we read what the framework reports. No browser needed.
 */
const repoRoot = path.resolve(__dirname, '..');
const sitesDir = path.join(__dirname, 'build-validation', 'sites');
const docusaurusBin = path.join(repoRoot, 'node_modules', '.bin', 'docusaurus');

type Build = {exitCode: number | null; output: string; outDir: string; siteDir: string};

// Per worker: what the current test's build left behind, removed after it.
const leftovers: string[] = [];
const running = new Set<ChildProcess>();

// Each test is a cold production build, possibly on a busy 2-core machine.
test.describe.configure({mode: 'parallel', timeout: 5 * 60_000});

test.afterEach(async () => {
  running.forEach((child) => child.kill());
  running.clear();
  await Promise.all(leftovers.splice(0).map((dir) => rm(dir, {recursive: true, force: true})));
});

async function buildSite(site: string): Promise<Build> {
  const siteDir = path.join(sitesDir, site);
  const outDir = await mkdtemp(path.join(os.tmpdir(), `build-validation-${site}-`));
  leftovers.push(outDir, path.join(siteDir, '.docusaurus'));
  // Plain text output, whatever the runner's own colour settings.
  const env: NodeJS.ProcessEnv = {...process.env, FORCE_COLOR: '0', NO_UPDATE_NOTIFIER: '1'};
  delete env.NO_COLOR;
  const child = spawn(docusaurusBin, ['build', siteDir, '--out-dir', outDir], {cwd: repoRoot, env});
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  running.delete(child);
  output = stripVTControlCharacters(output);
  await test.info().attach(`${site} build output`, {body: output, contentType: 'text/plain'});
  return {exitCode, output, outDir, siteDir};
}

function expectFailed(build: Build): void {
  expect(build.exitCode, build.output).not.toBe(0);
}

function expectSucceeded(build: Build): void {
  expect(build.exitCode, build.output).toBe(0);
  expect(build.output).toContain('[SUCCESS] Generated static files');
}

test.describe('navbar items are checked while pages are rendered', () => {
  test('a doc item with an unknown doc id fails the build and names the id', async () => {
    const build = await buildSite('unknown-doc-id');
    expectFailed(build);
    expect(build.output).toContain(`Couldn't find any doc with id "no-such-doc"`);
    // The message helps fixing the id: it lists the ids that do exist.
    expect(build.output).toMatch(/Available doc ids are:\s+- intro/);
  });

  test('a doc item pointing at a draft doc builds, and the item is left out', async () => {
    const build = await buildSite('draft-doc-id');
    expectSucceeded(build);
    expect(build.output).not.toContain("Couldn't find any doc");
    // The 404 page has the navbar and no docs sidebar: only the navbar could name the draft.
    const notFound = await readFile(path.join(build.outDir, '404.html'), 'utf8');
    expect(notFound).toContain('navbar__brand');
    expect(notFound).not.toContain('Release plan');
    expect(notFound).not.toContain('/docs/release-plan');
    await expect(access(path.join(build.outDir, 'docs', 'release-plan'))).rejects.toThrow();
  });

  test('a doc sidebar item with an unknown sidebar id fails the build', async () => {
    const build = await buildSite('unknown-sidebar-id');
    expectFailed(build);
    expect(build.output).toContain(`Can't find any sidebar with id "no-such-sidebar"`);
    expect(build.output).toMatch(/Available sidebar ids are:\s+- defaultSidebar/);
  });

  test('a doc sidebar item whose sidebar has no page to link to fails the build', async () => {
    const build = await buildSite('sidebar-without-link');
    expectFailed(build);
    expect(build.output).toContain(
      `DocSidebarNavbarItem: Sidebar with ID "externalOnly" doesn't have anything to be linked to.`,
    );
  });

  test('an item of an unknown type fails the build', async () => {
    const build = await buildSite('unknown-navbar-type');
    expectFailed(build);
    expect(build.output).toContain('No NavbarItem component found for type "custom-doesNotExist"');
  });
});

test.describe('pages', () => {
  test('a page module without a default export fails the build', async () => {
    const build = await buildSite('page-without-default-export');
    expectFailed(build);
    expect(build.output).toContain(`Can't render static file for pathname "/no-default"`);
    expect(build.output).toContain("The page component at /no-default doesn't have a default export.");
  });

  test('a translation with neither id nor message fails the build', async () => {
    const build = await buildSite('translation-without-id');
    expectFailed(build);
    expect(build.output).toContain(`Can't render static file for pathname "/translated"`);
    expect(build.output).toContain(
      'Docusaurus translation declarations must have at least a translation id or a default translation message',
    );
  });

  test('Translate and Interpolate given markup instead of a plain string fail the build', async () => {
    const build = await buildSite('translation-with-markup');
    expectFailed(build);
    expect(build.output).toContain(`Can't render static file for pathname "/translate-markup"`);
    expect(build.output).toContain('The Docusaurus <Translate> component only accept simple string values');
    expect(build.output).toContain(`Can't render static file for pathname "/interpolate-markup"`);
    expect(build.output).toContain(
      'The Docusaurus <Interpolate> component only accept simple string values. Received: React element',
    );
  });

  test('two pages at the same path build, with the duplicate routes warning', async () => {
    const build = await buildSite('duplicate-routes');
    expectSucceeded(build);
    expect(build.output).toContain('[WARNING] Duplicate routes found!');
    expect(build.output).toContain('Attempting to create page at /about, but a page already exists at this route.');
  });
});

test.describe('links', () => {
  test('a broken link fails the build, naming the source page and the target', async () => {
    const build = await buildSite('broken-link');
    expectFailed(build);
    expect(build.output).toContain('Docusaurus found broken links!');
    expect(build.output).toMatch(/Broken link on source page path = \/links:\s+-> linking to \/no-such-page\//);
  });

  test('a broken anchor fails the build (onBrokenAnchors: throw)', async () => {
    const build = await buildSite('broken-anchor');
    expectFailed(build);
    expect(build.output).toContain('Docusaurus found broken anchors!');
    expect(build.output).toMatch(
      /Broken anchor on source page path = \/anchors:\s+-> linking to \/anchors#no-such-section/,
    );
    expect(build.output).not.toContain('Docusaurus found broken links!');
  });

  test('a broken Markdown link only warns; the link it leaves is then a broken link', async () => {
    const build = await buildSite('broken-markdown-link');
    const source = path.join(build.siteDir, 'docs', 'intro.md');
    expect(build.output).toContain(
      `[WARNING] Docs markdown link couldn't be resolved: (./setup.md) in source file "${source}"`,
    );
    // The warning did not stop the build: it went on to render every page, and only the
    // broken-link check (onBrokenLinks: throw, as on the real site) fails it, on the
    // unresolved link the Markdown left in the page.
    expectFailed(build);
    expect(build.output).toContain('Docusaurus found broken links!');
    expect(build.output).toMatch(
      /Broken link on source page path = \/docs\/intro:\s+-> linking to \.\/setup\.md \(resolved as: \/docs\/setup\.md\)/,
    );
  });
});
