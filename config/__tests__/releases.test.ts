import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import versionsJson from '@site/versions.json';
import {
  archivedVersions,
  builtVersions,
  canary,
  docsFolderOf,
  docsVersionOptions,
  docsVersions,
  latestRelease,
  pastVersions,
} from '../releases.mjs';
import {announcementId, repoUrl} from '../site';
import {compareVersions} from '../../src/plugins/changelog/releaseVersion.mjs';

const siteDir = path.resolve(import.meta.dirname, '../..');

describe('release facts (config/releases.mjs)', () => {
  it('builds the versions of versions.json, newest first, each with its docs folder and sidebars', () => {
    expect(builtVersions).toEqual(versionsJson);
    expect(latestRelease.version).toBe(builtVersions[0]);
    expect(pastVersions).toEqual(builtVersions.slice(1));
    expect(docsVersions).toEqual(['current', ...builtVersions]);
    for (const version of docsVersions) {
      expect(existsSync(path.join(siteDir, docsFolderOf(version))), docsFolderOf(version)).toBe(true);
    }
    for (const version of builtVersions) {
      const sidebars = path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`);
      expect(existsSync(sidebars), sidebars).toBe(true);
    }
  });

  it('names the minor line of the latest release and links its announcement post', () => {
    expect(latestRelease.version.startsWith(`${latestRelease.minor}.`)).toBe(true);
    expect(latestRelease.blogPath).toBe(`/blog/releases/${latestRelease.minor}/`);
    const post = path.join(siteDir, 'blog', 'releases', latestRelease.minor, 'index.md');
    expect(readFileSync(post, 'utf8')).toMatch(new RegExp(`^slug: /releases/${latestRelease.minor}$`, 'm'));
    // A new minor line shows the announcement bar again, even to readers who closed the previous one.
    expect(announcementId).toBe(`announcement-v${latestRelease.minor}`);
  });

  it('puts Canary on a release line after the latest release', () => {
    expect(canary.release.startsWith(`${canary.line}.`)).toBe(true);
    expect(canary.line).not.toBe(latestRelease.minor);
    expect(compareVersions(canary.release, latestRelease.version)).toBeGreaterThan(0);
  });

  it('shows the unmaintained banner on every built version but the latest', () => {
    expect(Object.keys(docsVersionOptions)).toEqual(docsVersions);
    expect(docsVersionOptions.current).toEqual({label: 'Canary', banner: 'none', badge: true});
    for (const version of builtVersions) {
      expect(docsVersionOptions[version]).toEqual({
        label: version,
        path: version,
        banner: version === latestRelease.version ? 'none' : 'unmaintained',
        badge: true,
      });
    }
  });

  it('lists the archived versions in the navbar order the spec gives', () => {
    expect(archivedVersions.map((v) => v.name)).toEqual(['2.3.1', '2.2.0', '2.1.0', '2.0.1', '1.x.x']);
    for (const version of archivedVersions) {
      expect(version.docsUrl).toMatch(/^https:\/\//);
    }
    // releases.mjs spells the repository out for the Node scripts: it must stay the site's.
    const tagged = archivedVersions.filter((version) => version.releaseNotesUrl);
    expect(tagged.length).toBeGreaterThan(0);
    for (const version of tagged) {
      expect(version.releaseNotesUrl).toBe(`${repoUrl}/releases/tag/v${version.name}`);
    }
  });
});

/**
 * Release facts have one home. A version of the live list (versions.json, the
 * latest minor line, Canary) written as text in another source file would go
 * stale at the next release, so this test reads every string, template and
 * JSX text of the code in config/, src/, scripts/, sidebars/ and tests-area/ (comments are
 * free to tell history) and fails on any such version outside the allowed places.
 */
describe('no second place hard-codes the live versions', () => {
  /** Files (relative to the site) allowed to hold a live version, and why. */
  const allowed: Record<string, string> = {
    'config/releases.mjs': 'the release facts themselves',
    'scripts/content/pluginApi.ts':
      "per-version data read from each release's own packages; pluginMethods.test.ts checks it against the docs",
    'scripts/bench/searchQueries.mjs':
      'a fixed search-relevance pair (the 3.6 announcement post), which stays valid after newer releases',
    'scripts/bench/searchEvalSet.mjs':
      'fixed evaluation queries, in the words readers use, that name past releases (their posts and changelog entries), which stay valid after newer releases',
  };
  /** Generated data, which its generator rewrites at every release. */
  const generated = ['src/data/reference/', 'src/data/upgrade/requirements.ts'];
  const sourceDirs = ['config', 'src', 'scripts', 'sidebars', 'tests-area'];

  const liveVersions = [...new Set([...builtVersions, latestRelease.minor, canary.line, canary.release])];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A version token: not part of a longer number (13.6, 3.6.10, 3.61), with or without a `v` before it.
  const livePattern = new RegExp(`(?<![\\d.])(?:${liveVersions.map(escape).join('|')})(?!\\d|\\.\\d)`);

  function sourceFiles(dir: string): string[] {
    return readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : sourceFiles(relative);
      }
      return /\.(?:[cm]?[jt]s|tsx|jsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
    });
  }

  /** Every piece of literal text in a module: strings, template parts and JSX text; not comments. */
  function literalTexts(file: string): Array<{text: string; line: number}> {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(siteDir, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const texts: Array<{text: string; line: number}> = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node) ||
        ts.isRegularExpressionLiteral(node)
      ) {
        texts.push({text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1});
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return texts;
  }

  const files = [...sourceDirs.flatMap(sourceFiles), 'docusaurus.config.ts'].filter(
    (file) => !(file in allowed) && !generated.some((prefix) => file.startsWith(prefix)),
  );

  it('reads the code of config/, src/, scripts/, sidebars/ and tests-area/', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('src/theme/NotFound/Content/index.tsx');
  });

  it('finds a live version as a string, but not in comments or longer numbers', () => {
    expect(livePattern.test(`v${latestRelease.version}`)).toBe(true);
    expect(livePattern.test(`/blog/releases/${latestRelease.minor}/`)).toBe(true);
    expect(livePattern.test(`${latestRelease.version}0`)).toBe(false);
    expect(livePattern.test(`1${latestRelease.minor}`)).toBe(false);
    const probe = literalTexts('config/site.ts').map(({text}) => text);
    expect(probe).toContain('https://docusaurus.io');
  });

  it('finds none outside config/releases.mjs and the allowed files', () => {
    const offenders = files.flatMap((file) =>
      literalTexts(file)
        .filter(({text}) => livePattern.test(text))
        .map(({text, line}) => `${file}:${line} ${JSON.stringify(text)}`),
    );
    expect(offenders, 'read versions from config/releases.mjs instead').toEqual([]);
  });
});
