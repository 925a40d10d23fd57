import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docsInstancesFromContent, type DocsInstanceVersions} from '../search/bundles';

/**
 * Offline mode in two tiers (see README.md, "Offline mode"):
 * - full, for readers who installed the app, run it standalone or ask with
 *   `?offlineMode=true`: the PWA plugin's precache, budgeted by
 *   `offlinePrecache` (./manifestTransform.ts, a Workbox manifest transform);
 * - lite, for phone-sized screens and Data Saver: the app shell and the
 *   search index of the docs version being read, then pages as they are
 *   visited (./sw/offlineWorker.mjs, the PWA plugin's `swCustom`; the tier is
 *   chosen by ./client/registerSw.ts, its `swRegister`).
 *
 * This plugin only records the build facts the manifest transform needs,
 * which Workbox does not hand it: where the build and Docusaurus' generated
 * files are, the site's baseUrl and the docs versions.
 */
export interface OfflineBuildFacts {
  outDir: string;
  generatedFilesDir: string;
  baseUrl: string;
  docsInstances: DocsInstanceVersions[];
}

let facts: OfflineBuildFacts | undefined;

/** The facts of the build running in this process (set once every plugin's content is loaded). */
export function currentOfflineBuildFacts(): OfflineBuildFacts | undefined {
  return facts;
}

export default function offlinePlugin(context: LoadContext): Plugin {
  return {
    name: 'offline-precache',
    async allContentLoaded({allContent}) {
      facts = {
        outDir: context.outDir,
        generatedFilesDir: context.generatedFilesDir,
        baseUrl: context.baseUrl,
        docsInstances: docsInstancesFromContent(allContent),
      };
    },
  };
}

/** The service worker code and registration the PWA plugin takes as `swCustom` and `swRegister`. */
export const offlineWorkerModule = path.join(__dirname, 'sw', 'offlineWorker.mjs');
export const offlineRegistrationModule = path.join(__dirname, 'client', 'registerSw.ts');
