import {describe, expect, it} from 'vitest';
import {
  offlineTier,
  tierOfWorkerUrl,
  tierToRegister,
  workerParams,
  workerUrl,
  type OfflineTier,
} from '../client/registerSwCore';
import {loadedAssets, onWorkerWaiting} from '../client/workerEventsCore';

describe('offlineTier', () => {
  it('gives the full site to readers who asked for offline use', () => {
    expect(offlineTier(['appInstalled'])).toBe('full');
    expect(offlineTier(['standalone', 'mobile'])).toBe('full');
    expect(offlineTier(['queryString', 'saveData'])).toBe('full');
    expect(offlineTier(['always'])).toBe('full');
  });

  it('gives the lite tier when only the device suggests it (phone-sized screen, Data Saver)', () => {
    expect(offlineTier(['mobile'])).toBe('lite');
    expect(offlineTier(['saveData'])).toBe('lite');
    expect(offlineTier(['mobile', 'saveData'])).toBe('lite');
  });

  it('gives nothing when no strategy applies', () => {
    expect(offlineTier([])).toBe('none');
  });
});

describe('workerParams and workerUrl', () => {
  it("keeps the plugin's exact params for the full tier and for none", () => {
    expect(workerParams('full', false)).toEqual({offlineMode: true, debug: false});
    expect(workerParams('none', false)).toEqual({offlineMode: false, debug: false});
  });

  it('tells a lite worker not to precache the manifest, and to run the lite tier', () => {
    expect(workerParams('lite', true)).toEqual({offlineMode: false, debug: true, lite: true});
  });

  it('encodes the params in the query, as the plugin does', () => {
    const url = workerUrl('/sw.js', {offlineMode: false, debug: false, lite: true});
    expect(url).toBe('/sw.js?params=%7B%22offlineMode%22%3Afalse%2C%22debug%22%3Afalse%2C%22lite%22%3Atrue%7D');
    expect(JSON.parse(new URL(url, 'http://localhost').searchParams.get('params')!)).toEqual({
      offlineMode: false,
      debug: false,
      lite: true,
    });
  });
});

describe('tierOfWorkerUrl', () => {
  const urlOf = (tier: OfflineTier) => `http://localhost${workerUrl('/sw.js', workerParams(tier, false))}`;

  it('reads back the tier each registration URL was made for', () => {
    expect(tierOfWorkerUrl(urlOf('full'))).toBe('full');
    expect(tierOfWorkerUrl(urlOf('lite'))).toBe('lite');
    expect(tierOfWorkerUrl(urlOf('none'))).toBe('none');
  });

  it('knows nothing of URLs that are not ours', () => {
    expect(tierOfWorkerUrl('http://localhost/sw.js')).toBeNull();
    expect(tierOfWorkerUrl('http://localhost/sw.js?params=%7Bbroken')).toBeNull();
    expect(tierOfWorkerUrl('http://localhost/sw.js?params=42')).toBeNull();
    expect(tierOfWorkerUrl('http://localhost/sw.js?params=%7B%22debug%22%3Atrue%7D')).toBeNull();
    expect(tierOfWorkerUrl('not a url')).toBeNull();
  });
});

describe('tierToRegister', () => {
  const urlOf = (tier: OfflineTier) => `http://localhost${workerUrl('/sw.js', workerParams(tier, false))}`;

  it("is the page's tier when the browser has no worker yet", () => {
    expect(tierToRegister('none', [])).toBe('none');
    expect(tierToRegister('lite', [])).toBe('lite');
    expect(tierToRegister('full', [])).toBe('full');
  });

  it('never lowers the tier of a worker another window or frame registered', () => {
    expect(tierToRegister('none', [urlOf('lite')])).toBe('lite');
    expect(tierToRegister('none', [urlOf('full')])).toBe('full');
    expect(tierToRegister('lite', [urlOf('full')])).toBe('full');
  });

  it('raises it when the page asks for more', () => {
    expect(tierToRegister('lite', [urlOf('none')])).toBe('lite');
    expect(tierToRegister('full', [urlOf('lite')])).toBe('full');
  });

  it('takes the highest of an installing, a waiting and an active worker, and ignores URLs not ours', () => {
    expect(tierToRegister('none', [urlOf('none'), urlOf('lite')])).toBe('lite');
    expect(tierToRegister('none', ['http://localhost/other-sw.js'])).toBe('none');
  });
});

describe('onWorkerWaiting', () => {
  it('asks before a new deployment takes over a page whose files a worker serves', () => {
    expect(onWorkerWaiting('full')).toBe('ask-to-reload');
    expect(onWorkerWaiting('lite')).toBe('ask-to-reload');
  });

  it('lets a worker that stores nothing take over at once', () => {
    expect(onWorkerWaiting('none')).toBe('activate');
  });
});

describe('loadedAssets', () => {
  const origin = 'http://localhost:4203';
  const entries = [
    {name: `${origin}/assets/js/runtime~main.0e.js`, initiatorType: 'script'},
    {name: `${origin}/assets/js/main.93.js`, initiatorType: 'script'},
    {name: `${origin}/assets/css/styles.e6.css`, initiatorType: 'link'},
    {name: `${origin}/assets/js/17896441.4f.js`, initiatorType: 'script'},
    {name: `${origin}/assets/js/a7bd4aaa.prefetched.js`, initiatorType: 'link'},
    {name: `${origin}/assets/css/prefetched.css`, initiatorType: 'link'},
    {name: `${origin}/img/logo.svg`, initiatorType: 'img'},
    {name: `${origin}/pagefind/pagefind.js`, initiatorType: 'other'},
    {name: 'https://example.com/assets/js/x.js', initiatorType: 'script'},
    {name: `${origin}/assets/js/main.93.js`, initiatorType: 'script'},
  ];

  it("lists the page's own scripts and styles once, without prefetches, images or other origins", () => {
    const prefetched = new Set([`${origin}/assets/js/a7bd4aaa.prefetched.js`, `${origin}/assets/css/prefetched.css`]);
    expect(loadedAssets(entries, prefetched, origin, '/')).toEqual([
      `${origin}/assets/js/runtime~main.0e.js`,
      `${origin}/assets/js/main.93.js`,
      `${origin}/assets/css/styles.e6.css`,
      `${origin}/assets/js/17896441.4f.js`,
    ]);
  });

  it('counts a prefetched script once a script tag ran it (a page the reader then opened)', () => {
    const opened = [...entries, {name: `${origin}/assets/js/a7bd4aaa.prefetched.js`, initiatorType: 'script'}];
    expect(loadedAssets(opened, new Set([`${origin}/assets/js/a7bd4aaa.prefetched.js`]), origin, '/')).toContain(
      `${origin}/assets/js/a7bd4aaa.prefetched.js`,
    );
  });
});
