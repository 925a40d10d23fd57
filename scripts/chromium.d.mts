/** Path of the Chromium executable to drive: $CHROME_PATH, else `chromium` on PATH. */
export function findChromium(): string;
/** Launch flags for headless Chromium in this sandbox. */
export const chromiumArgs: string[];
