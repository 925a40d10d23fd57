import type {ReferenceSource, VersionReference} from './types';
import {reference as canary} from './current';
import {reference as v361} from './3.6.1';
import {reference as v352} from './3.5.2';

export type {ReferenceOption, ReferenceSource, VersionReference} from './types';

/** Generated reference data, keyed by docs version name (`current` is Canary). */
export const referenceByVersion: Readonly<Record<string, VersionReference>> = {
  [canary.version]: canary,
  [v361.version]: v361,
  [v352.version]: v352,
};

/** The options of one schema in one docs version; throws so a typo fails the build. */
export function getReferenceSource(version: string, sourceId: string): ReferenceSource {
  const data = referenceByVersion[version];
  if (!data) throw new Error(`No reference data for docs version "${version}"`);
  const source = data.sources[sourceId];
  if (!source) throw new Error(`No reference source "${sourceId}" in docs version "${version}"`);
  return source;
}
