import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';
import sourceMapsPlugin, {measurementDevtool, sourceMapsEnvVar} from '../index';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

function configure(isServer: boolean): ReturnType<ConfigureWebpack> {
  const plugin = sourceMapsPlugin();
  const configureWebpack = plugin.configureWebpack as ConfigureWebpack;
  return configureWebpack.call(plugin, {}, isServer, {} as Parameters<ConfigureWebpack>[2], {} as LoadContext);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('measurementDevtool', () => {
  it('asks for hidden source maps only when the variable is exactly "true"', () => {
    expect(measurementDevtool({[sourceMapsEnvVar]: 'true'})).toBe('hidden-source-map');
    expect(measurementDevtool({})).toBeUndefined();
    expect(measurementDevtool({[sourceMapsEnvVar]: '1'})).toBeUndefined();
    expect(measurementDevtool({[sourceMapsEnvVar]: 'false'})).toBeUndefined();
  });
});

describe('sourceMapsPlugin', () => {
  it('leaves the production build as the framework makes it', () => {
    vi.stubEnv(sourceMapsEnvVar, '');
    expect(configure(false)).toEqual({});
    expect(configure(true)).toEqual({});
  });

  it('adds hidden source maps to the client bundle of a measurement build, not to the server bundle', () => {
    vi.stubEnv(sourceMapsEnvVar, 'true');
    expect(configure(false)).toEqual({devtool: 'hidden-source-map'});
    expect(configure(true)).toEqual({});
  });
});
