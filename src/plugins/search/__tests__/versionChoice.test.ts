import {describe, expect, it} from 'vitest';
import {versionFromQuery, versionParam, withVersion} from '../client/versionChoice';

const versions = ['current', '3.6.1', '3.5.2'];

describe('search page version choice in the query', () => {
  it('names the default instance "version" and others by their id', () => {
    expect(versionParam('default')).toBe('version');
    expect(versionParam('community')).toBe('version-community');
  });

  it('reads a known version from the query', () => {
    expect(versionFromQuery('?q=plugin&version=3.5.2', 'default', versions, 'current')).toBe('3.5.2');
  });

  it('falls back when the query names no version or an unknown one', () => {
    expect(versionFromQuery('?q=plugin', 'default', versions, 'current')).toBe('current');
    expect(versionFromQuery('?version=9.9.9', 'default', versions, '3.6.1')).toBe('3.6.1');
    expect(versionFromQuery('?version=', 'default', versions, 'current')).toBe('current');
  });

  it('writes the version and keeps the other parameters', () => {
    expect(withVersion('?q=sidebar%20items', 'default', '3.6.1')).toBe('?q=sidebar+items&version=3.6.1');
    expect(withVersion('?version=3.5.2&q=x', 'default', 'current')).toBe('?version=current&q=x');
    expect(withVersion('', 'community', 'current')).toBe('?version-community=current');
  });
});
