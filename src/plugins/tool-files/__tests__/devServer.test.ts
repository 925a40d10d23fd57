import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import toolFilesPlugin, {devServerHeaders} from '..';

const always = () => true;

describe('devServerHeaders', () => {
  it('sends twins and llms.txt files as production does', () => {
    expect(devServerHeaders({originalUrl: '/docs/installation.md?x=1', url: '/'}, always)).toEqual({
      'access-control-allow-origin': '*',
      'Content-Type': 'text/markdown; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Robots-Tag': 'noindex',
    });
    expect(devServerHeaders({url: '/docs/3.6.1/llms-full.txt'}, always)).toMatchObject({
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Robots-Tag': 'noindex',
    });
  });

  it('reads the path as requested: the dev server mounts its headers middleware at "*", which cuts url to "/"', () => {
    expect(devServerHeaders({originalUrl: '/llms.txt', url: '/'}, always)).toHaveProperty('X-Robots-Tag');
  });

  it('keeps the framework header alone on every other answer, and for a file that does not exist', () => {
    for (const url of ['/docs/installation/', '/robots.txt', '/assets/js/main.js', '/%E0%A4%A.md']) {
      expect(devServerHeaders({originalUrl: url}, always), url).toEqual({'access-control-allow-origin': '*'});
    }
    expect(devServerHeaders({originalUrl: '/docs/missing.md'}, () => false)).toEqual({
      'access-control-allow-origin': '*',
    });
  });
});

describe('toolFilesPlugin', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'tool-files-'));
  mkdirSync(path.join(siteDir, 'static', 'docs'), {recursive: true});
  writeFileSync(path.join(siteDir, 'static', 'docs', 'installation.md'), '# Installation\n');
  const context = {siteDir, siteConfig: {staticDirectories: ['static'], baseUrl: '/'}} as unknown as LoadContext;
  const configure = (mode: 'development' | 'production', isServer: boolean) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (toolFilesPlugin(context).configureWebpack as any)({mode}, isServer, {}, undefined);

  it('sets the dev server headers of the client config in development only', () => {
    expect(configure('development', true)).toEqual({});
    expect(configure('production', false)).toEqual({});
    const headers = configure('development', false).devServer.headers;
    expect(headers({originalUrl: '/docs/installation.md'})).toHaveProperty(
      'Content-Type',
      'text/markdown; charset=utf-8',
    );
    expect(headers({originalUrl: '/docs/missing.md'})).not.toHaveProperty('Content-Type');
    expect(headers({originalUrl: '/../../etc/passwd.md'})).not.toHaveProperty('Content-Type');
  });
});
