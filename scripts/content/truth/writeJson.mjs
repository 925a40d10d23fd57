/**
 * Writes a generated JSON file formatted as `prettier --check` expects it.
 */
import {writeFileSync} from 'node:fs';
import * as prettier from 'prettier';

/**
 * @param {string} file
 * @param {unknown} data
 */
export async function writeJson(file, data) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(data), {...options, filepath: file}));
}
