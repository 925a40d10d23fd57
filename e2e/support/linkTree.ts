import {linkSync, mkdirSync, readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * A copy of a folder made of hard links: instant even for the whole build, and
 * adding or replacing a file in the copy leaves the original alone (a test can
 * redeploy or add files without touching build/).
 */
export function linkTree(source: string, target: string): void {
  mkdirSync(target, {recursive: true});
  for (const entry of readdirSync(source, {withFileTypes: true})) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      linkTree(from, to);
    } else {
      linkSync(from, to);
    }
  }
}
