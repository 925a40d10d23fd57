import {describe, expect, it} from 'vitest';
import {urlFormSample, urlForms} from '../urlForms';

describe('urlForms', () => {
  it('gives a page its /index.html and .html forms, and the root only /index.html', () => {
    expect(urlForms('/docs/installation/')).toEqual(['/docs/installation/index.html', '/docs/installation.html']);
    expect(urlForms('/docs/')).toEqual(['/docs/index.html', '/docs.html']);
    expect(urlForms('/')).toEqual(['/index.html']);
  });

  it('refuses a path without its trailing slash', () => {
    expect(() => urlForms('/docs/installation')).toThrow(/trailing/);
  });
});

describe('urlFormSample', () => {
  const paths = Array.from({length: 200}, (_, index) => `/page-${index}/`);

  it('takes the required pages that exist first, then a fixed spread of the rest, without repeats', () => {
    const sample = urlFormSample([...paths, '/a/', '/a/'], 30, ['/a/', '/missing/']);
    expect(sample).toHaveLength(30);
    expect(sample[0]).toBe('/a/');
    expect(sample).not.toContain('/missing/');
    expect(new Set(sample).size).toBe(30);
  });

  it('is the same whatever the order of the sitemap, and spread over it', () => {
    const sample = urlFormSample(paths, 30, []);
    expect(urlFormSample([...paths].reverse(), 30, [])).toEqual(sample);
    expect(sample).not.toEqual(paths.slice(0, 30));
    expect(sample.some((pathname) => Number(/\d+/.exec(pathname)![0]) >= 100)).toBe(true);
  });
});
