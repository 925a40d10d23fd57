import {describe, expect, it} from 'vitest';
import {minifyScript} from '../minifyScript';

const script = `
// A module shaped like pagefind.js: an export and a URL read from import.meta.
export function createInstance(options) {
  const location = new URL('wasm.en.pagefind', import.meta.url);
  return {options, location: location.toString()};
}
`;

describe('minifyScript', () => {
  it("minifies Pagefind's script with SWC, keeping its export and import.meta", async () => {
    const out = await minifyScript(script);
    expect(out.length).toBeLessThan(script.length);
    expect(out).toContain('import.meta.url');
    expect(out).toMatch(/export\s*\{[^}]*createInstance|export function createInstance/);
  });

  it('writes the script as it was when the minifier fails or makes nothing smaller', async () => {
    await expect(
      minifyScript(script, async () => {
        throw new Error('no SWC here');
      }),
    ).resolves.toBe(script);
    await expect(minifyScript(script, async () => ({code: ''}))).resolves.toBe(script);
  });
});
