import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {resourceType, weigh} from '../measure.mjs';

describe('resourceType', () => {
  it('classifies by content type first, then by extension', () => {
    expect(resourceType('http://x/assets/js/main.123.js')).toBe('js');
    expect(resourceType('http://x/chunk', 'application/javascript; charset=utf-8')).toBe('js');
    expect(resourceType('http://x/assets/css/styles.css?v=1')).toBe('css');
    expect(resourceType('http://x/img/logo.svg', 'image/svg+xml')).toBe('other');
  });
});

describe('weigh', () => {
  it('adds raw and gzip sizes per type and ignores other resources', () => {
    const js = Buffer.from('const answer = 42;'.repeat(50));
    const css = Buffer.from('body{color:red}');
    const result = weigh([
      {type: 'js', body: js},
      {type: 'js', body: js},
      {type: 'css', body: css},
      {type: 'other', body: Buffer.from('ignored')},
    ]);
    expect(result.js).toEqual({raw: js.length * 2, gzip: gzipSync(js, {level: 6}).length * 2, files: 2});
    expect(result.css).toEqual({raw: css.length, gzip: gzipSync(css, {level: 6}).length, files: 1});
  });
});
