import {describe, expect, it} from 'vitest';
import {commonPairs, pairPath} from '../pairs';

describe('commonPairs', () => {
  const releases = ['3.3.0', '3.3.2', '3.4.0', '3.5.0', '3.5.2', '3.6.0', '3.6.1', '3.6.3', '3.7.0'];
  it('joins each minor line to the next, and each older line to the site release, newest patch first', () => {
    expect(commonPairs(releases, '3.6.1').map(({from, to}) => `${from}>${to}`)).toEqual([
      '3.3.2>3.4.0',
      '3.3.2>3.6.1',
      '3.4.0>3.5.2',
      '3.4.0>3.6.1',
      '3.5.2>3.6.1',
      '3.5.2>3.6.3',
      '3.6.3>3.7.0',
    ]);
  });
  it('names each pair page by its two releases', () => {
    expect(pairPath({from: '3.4.0', to: '3.6.1'})).toBe('/upgrade/3.4.0-to-3.6.1/');
  });
});
