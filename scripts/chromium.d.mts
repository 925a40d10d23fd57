/** Where the browser comes from: CHROME_PATH, a system Chromium on PATH, or the npm-shipped one. */
export function locateChromium(): {executablePath: string; source: string};
/** Path of the Chromium executable to drive (see locateChromium for the order). */
export function findChromium(): string;
/** One line naming the browser in use and where it came from, for logs. */
export function describeChromium(): string;
/** Name of the npm package that ships the fallback Chromium. */
export const npmChromiumPackage: string;
/** Launch flags for headless Chromium without network access or GPU. */
export const chromiumArgs: string[];
