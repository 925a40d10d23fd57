/**
 * Reads `?from=3.4.0&to=3.6.1` on /upgrade/. Every way a shared or typed URL
 * can be wrong gives a message the page shows above the picker, so a bad link
 * never leaves the reader on a blank page.
 */
import {compareVersions} from '../changelog/releaseVersion.mjs';

export type PlannerQuery =
  | {kind: 'none'}
  | {kind: 'pair'; from: string; to: string}
  | {kind: 'error'; message: string; from?: string; to?: string};

/** Builds the shareable address of a pair. */
export function plannerSearch(from: string, to: string): string {
  return `?${new URLSearchParams({from, to}).toString()}`;
}

function decode(search: string): URLSearchParams | null {
  try {
    // URLSearchParams itself tolerates bad escapes; decodeURIComponent finds them.
    decodeURIComponent(search.replace(/\+/g, ' '));
    return new URLSearchParams(search);
  } catch {
    return null;
  }
}

/**
 * The pair a query string asks for, checked against the releases the planner
 * knows (oldest first). No `from` and no `to`: nothing asked yet. A release
 * kept in the error lets the picker keep what was valid.
 */
export function parsePlannerQuery(search: string, releases: readonly string[]): PlannerQuery {
  const params = decode(search);
  const range = `${releases[0]} to ${releases.at(-1)}`;
  if (!params) {
    return {kind: 'error', message: 'The address of this page is garbled. Pick two releases below.'};
  }
  const fromValues = params.getAll('from');
  const toValues = params.getAll('to');
  if (fromValues.length === 0 && toValues.length === 0) {
    return {kind: 'none'};
  }
  if (fromValues.length > 1 || toValues.length > 1) {
    return {kind: 'error', message: 'The address names more than one “from” or “to” release. Pick two releases below.'};
  }
  const from = fromValues[0]?.trim() ?? '';
  const to = toValues[0]?.trim() ?? '';
  const known = (release: string) => releases.includes(release);
  const keep = {...(known(from) ? {from} : {}), ...(known(to) ? {to} : {})};
  if (!from || !to) {
    return {kind: 'error', message: `Pick both a “from” and a “to” release (${range}).`, ...keep};
  }
  const unknown = [from, to].filter((release) => !known(release));
  if (unknown.length > 0) {
    const names = unknown.map((release) => `“${release.slice(0, 40)}”`).join(' and ');
    return {
      kind: 'error',
      message: `${names} ${unknown.length > 1 ? 'are not releases' : 'is not a release'} the planner knows. It covers the releases from ${range}.`,
      ...keep,
    };
  }
  const order = compareVersions(from, to);
  if (order === 0) {
    return {kind: 'error', message: `“From” and “to” are both ${from}: pick a later target release.`, from};
  }
  if (order > 0) {
    return {
      kind: 'error',
      message: `${from} is newer than ${to}: the planner goes from an older release to a newer one.`,
      from,
      to,
    };
  }
  return {kind: 'pair', from, to};
}
