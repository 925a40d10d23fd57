// The browser that drives the e2e tests, Lighthouse and the bench. The project
// never downloads a browser at install or test time (CI and a fresh machine
// have no route to a browser download), so the lookup is, in order:
//   1. CHROME_PATH, when set;
//   2. a system Chromium or Chrome on PATH (Debian's `chromium` package);
//   3. the Chromium shipped inside the `@sparticuz/chromium` npm package, which
//      `npm ci` installs like any other dependency and which unpacks its
//      brotli-compressed binary into the OS temp folder on first use.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const onPath = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];
/** Name of the npm package that ships the fallback Chromium. */
export const npmChromiumPackage = '@sparticuz/chromium';

/** Absolute path of name on PATH, or null. */
function which(name) {
  try {
    return execFileSync('which', [name], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim() || null;
  } catch {
    return null;
  }
}

/**
 * Unpacks the npm-shipped Chromium (once per machine; later calls return the
 * unpacked path at once). The package's API is async, and Playwright reads its
 * config synchronously, so a child Node process does the unpacking.
 */
function unpackNpmChromium() {
  // Resolved from the working folder (the repository or a folder below it): this
  // file avoids import.meta, which Playwright's config loader cannot transpile.
  const script = `const {default: c} = await import(${JSON.stringify(npmChromiumPackage)}); process.stdout.write(await c.executablePath());`;
  let unpacked;
  try {
    unpacked = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch (error) {
    if (/ERR_MODULE_NOT_FOUND|Cannot find package/.test(String(error.stderr))) {
      return null;
    }
    throw error;
  }
  return existsSync(unpacked) ? unpacked : null;
}

let located;

/**
 * Where the browser comes from, following the lookup order above.
 * @returns {{executablePath: string, source: string}}
 */
export function locateChromium() {
  if (located) {
    return located;
  }
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
    }
    located = {executablePath: fromEnv, source: 'CHROME_PATH'};
    return located;
  }
  for (const name of onPath) {
    const found = which(name);
    if (found) {
      located = {executablePath: found, source: `system browser on PATH (${name})`};
      return located;
    }
  }
  const shipped = unpackNpmChromium();
  if (shipped) {
    located = {executablePath: shipped, source: `npm package ${npmChromiumPackage}`};
    return located;
  }
  throw new Error(
    `No Chromium found: set CHROME_PATH, install a system Chromium (Debian: apt-get install chromium), or run npm ci to install ${npmChromiumPackage}.`,
  );
}

/** Path of the Chromium executable to drive (see locateChromium for the order). */
export function findChromium() {
  return locateChromium().executablePath;
}

/** One line naming the browser in use and where it came from, for logs. */
export function describeChromium() {
  const {executablePath, source} = locateChromium();
  let version = 'version unknown';
  try {
    version = execFileSync(executablePath, ['--version'], {
      encoding: 'utf8',
      timeout: 15_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Some headless builds do not answer --version; the path still identifies them.
  }
  return `${version} from ${source}: ${executablePath}`;
}

/**
 * Launch flags for a headless Chromium on a machine without network access or
 * GPU: no sandbox (CI runs as root), and no background connections that would
 * only fail.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
