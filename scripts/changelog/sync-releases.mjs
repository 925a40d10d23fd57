#!/usr/bin/env node
// Reads the npm registry metadata of the @docusaurus/* packages and writes the
// committed release data file changelog/releases.ts, which the changelog plugin
// turns into one page per release.
//
// Run by hand only (`npm run sync:releases`): the build and the tests read the
// committed file and never touch the network.
//
// Options: REGISTRY=<url> to read another registry (defaults to the npm config
// registry, then https://registry.npmjs.org).

import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as prettier from 'prettier';
/** @import {Release} from '../../src/plugins/changelog/types' */
import {compareVersions, parseVersion} from '../../src/plugins/changelog/releaseVersion.mjs';
import {
  computeFacts,
  isHashLikePrerelease,
  isReleaseVersion,
  isWithinRange,
  resolveReleaseDate,
  validateReleases,
} from './releaseFacts.mjs';
import {loadPackuments, registryUrl} from './registry.mjs';
import {latestRelease} from '../../config/releases.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outputFile = path.join(siteDir, 'changelog/releases.ts');
const datesFile = path.join(siteDir, 'changelog/release-dates.json');

/** From the oldest release the changelog covers to the site's latest release (config/releases.mjs). */
const RANGE = {from: '2.0.0-alpha.19', to: latestRelease.version};

/**
 * The packages that declare each key dependency, in order of preference. Only
 * these are read, so a release that published a single unrelated package does
 * not report a misleading range (some packages declare react as "*").
 */
const KEY_DEPENDENCY_SOURCES = {
  react: ['@docusaurus/core'],
  webpack: ['@docusaurus/core', '@docusaurus/bundler'],
  '@mdx-js/mdx': ['@docusaurus/mdx-loader', '@docusaurus/core'],
  '@rspack/core': ['@docusaurus/faster', '@docusaurus/bundler'],
};
const KEY_DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies'];

/**
 * Registry times later than this are not original publish times: 3.6.1 shipped
 * in November 2024 and no version of the covered range can be newer. Move it to
 * the end of the month of the newest release when the latest release changes.
 */
const PLAUSIBLE_TIME_CUTOFF = '2024-11-30T23:59:59Z';

function mostCommon(values) {
  const counts = new Map();
  for (const value of values) {
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  let best = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/** The publisher's npm user name; e-mails are never kept. */
function publisherName(manifest) {
  const name = manifest._npmUser?.name;
  return typeof name === 'string' && name.length > 0 && !name.includes('@') ? name : null;
}

/** Groups the manifests of every package by version. */
function collectVersions(packuments) {
  const byVersion = new Map();
  for (const [name, packument] of packuments) {
    for (const [version, manifest] of Object.entries(packument.versions ?? {})) {
      if (!byVersion.has(version)) {
        byVersion.set(version, []);
      }
      byVersion.get(version).push({name, manifest, time: packument.time?.[version] ?? null});
    }
  }
  return byVersion;
}

/** Range of a key dependency as declared by the package that normally carries it. */
function keyDependencyRange(entries, dependency) {
  for (const packageName of KEY_DEPENDENCY_SOURCES[dependency]) {
    const entry = entries.find((candidate) => candidate.name === packageName);
    for (const field of KEY_DEPENDENCY_FIELDS) {
      const range = entry?.manifest[field]?.[dependency];
      if (typeof range === 'string') {
        return range;
      }
    }
  }
  return null;
}

/** engines.node of @docusaurus/core, the requirement users meet; null when core was not published. */
function nodeEngineOf(entries) {
  const core = entries.find((entry) => entry.name === '@docusaurus/core');
  return core?.manifest.engines?.node ?? null;
}

/**
 * What a release is compared with: the previous release's packages, and the
 * latest engine and dependency ranges declared by any earlier release (a
 * release that skipped @docusaurus/core declares neither).
 */
function comparisonBaseline(previous, lastKnown) {
  return {
    packages: previous.packages,
    nodeEngine: lastKnown.nodeEngine,
    keyDependencies: {...lastKnown.keyDependencies},
  };
}

function earliest(times) {
  const valid = times.filter(Boolean).sort();
  return valid[0] ?? null;
}

async function main() {
  const registry = registryUrl();
  console.log(`Reading @docusaurus/* metadata from ${registry}`);
  const packuments = await loadPackuments(registry);
  const reference = JSON.parse(await fs.readFile(datesFile, 'utf8'));
  const byVersion = collectVersions(packuments);

  const inRange = [...byVersion.keys()].filter(
    (version) => parseVersion(version) !== null && isWithinRange(version, RANGE.from, RANGE.to),
  );
  const excludedVersions = inRange
    .filter(isHashLikePrerelease)
    .map((version) => ({version, reason: 'canary build: the prerelease id is a commit hash made only of digits'}));
  const versions = inRange.filter(isReleaseVersion).sort(compareVersions);

  const oldestFirst = [];
  const lastKnown = {nodeEngine: null, keyDependencies: {}};
  let previousPlausibleTime = null;
  for (const version of versions) {
    const entries = byVersion.get(version);
    const registryTime = earliest(entries.map((entry) => entry.time));
    const {date, dateSource, plausible} = resolveReleaseDate({
      version,
      registryTime,
      previousPlausibleTime,
      cutoff: PLAUSIBLE_TIME_CUTOFF,
      reference,
    });
    if (plausible) {
      previousPlausibleTime = registryTime;
    }
    const keyDependencies = /** @type {Release['keyDependencies']} */ (
      Object.fromEntries(
        Object.keys(KEY_DEPENDENCY_SOURCES).map((dependency) => [dependency, keyDependencyRange(entries, dependency)]),
      )
    );
    const release = {
      version,
      date,
      dateSource,
      registryTime,
      registryTimePlausible: plausible,
      publisher: mostCommon(entries.map((entry) => publisherName(entry.manifest)).filter(Boolean)),
      packages: entries.map((entry) => entry.name).sort(),
      nodeEngine: nodeEngineOf(entries),
      keyDependencies,
      facts: null,
    };
    const previous = oldestFirst.at(-1);
    if (previous) {
      release.facts = computeFacts(comparisonBaseline(previous, lastKnown), release);
    }
    lastKnown.nodeEngine = release.nodeEngine ?? lastKnown.nodeEngine;
    for (const [dependency, range] of Object.entries(keyDependencies)) {
      lastKnown.keyDependencies[dependency] = range ?? lastKnown.keyDependencies[dependency] ?? null;
    }
    oldestFirst.push(release);
  }
  const releases = oldestFirst.reverse();

  const problems = validateReleases(releases);
  if (problems.length > 0) {
    throw new Error(`Release data is invalid:\n${problems.join('\n')}`);
  }

  const rejectedTimes = releases.filter((release) => !release.registryTimePlausible).length;
  const data = {
    registry,
    syncedAt: new Date().toISOString(),
    range: RANGE,
    scannedPackages: [...packuments.keys()].sort(),
    excludedVersions,
    dateNotes:
      `Registry publish times were kept only when earlier than ${PLAUSIBLE_TIME_CUTOFF.slice(0, 10)} and in version ` +
      `order; ${rejectedTimes} of ${releases.length} versions failed that check (this registry reports ` +
      're-publication times), so their day comes from changelog/release-dates.json: the release headings of the ' +
      "framework's changelogs, the release pull request, or an upper bound when neither gives the day.",
    releases,
  };

  const source =
    '// Generated by scripts/changelog/sync-releases.mjs from npm registry metadata. Do not edit by hand:\n' +
    '// run `npm run sync:releases` to refresh it.\n' +
    "import type {ReleaseData} from '../src/plugins/changelog/types';\n\n" +
    `export const releaseData: ReleaseData = ${JSON.stringify(data, null, 2)};\n`;
  const prettierOptions = await prettier.resolveConfig(outputFile);
  await fs.writeFile(outputFile, await prettier.format(source, {...prettierOptions, filepath: outputFile}));

  console.log(
    `Wrote ${path.relative(siteDir, outputFile)}: ${releases.length} releases ` +
      `(${releases.at(-1).version} to ${releases[0].version}), ${packuments.size} packages scanned, ` +
      `${excludedVersions.length} hash builds left out, ${rejectedTimes} implausible registry times replaced.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
