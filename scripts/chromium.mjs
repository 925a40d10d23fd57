// The system Chromium (Debian's `chromium` package) drives e2e tests and the
// bench: browser downloads are not possible here. CHROME_PATH overrides the
// lookup on PATH.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
    }
    return fromEnv;
  }
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const found = execFileSync('which', [name], {encoding: 'utf8'}).trim();
      if (found) {
        return found;
      }
    } catch {
      // not on PATH under this name; try the next one
    }
  }
  throw new Error('No Chromium found: install Debian\'s "chromium" package or set CHROME_PATH.');
}

/** Flags that keep a headless Chromium quiet and working in this sandbox (no network, no GPU). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
