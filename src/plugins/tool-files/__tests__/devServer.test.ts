import {describe, expect, it} from 'vitest';
import toolFilesPlugin, {devServerHeaders} from '..';

describe('devServerHeaders', () => {
  it('sends twins and llms.txt files as production does', () => {
    expect(devServerHeaders({url: '/docs/installation.md?x=1'})).toEqual({
      'access-control-allow-origin': '*',
      'Content-Type': 'text/markdown; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Robots-Tag': 'noindex',
    });
    expect(devServerHeaders({url: '/docs/3.6.1/llms-full.txt'})).toMatchObject({
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Robots-Tag': 'noindex',
    });
  });

  it('keeps the framework header alone on every other answer', () => {
    for (const url of ['/docs/installation/', '/robots.txt', '/assets/js/main.js', '/%E0%A4%A.md']) {
      expect(devServerHeaders({url}), url).toEqual({'access-control-allow-origin': '*'});
    }
  });
});

describe('toolFilesPlugin', () => {
  const configure = (mode: 'development' | 'production', isServer: boolean) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (toolFilesPlugin().configureWebpack as any)({mode}, isServer, {}, undefined);

  it('sets the dev server headers of the client config in development only', () => {
    expect(configure('development', false)).toEqual({devServer: {headers: devServerHeaders}});
    expect(configure('development', true)).toEqual({});
    expect(configure('production', false)).toEqual({});
  });
});
