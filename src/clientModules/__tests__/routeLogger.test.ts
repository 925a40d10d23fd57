import {describe, expect, it} from 'vitest';
import type {ClientModule} from '@docusaurus/types';
import {createRouteLogger} from '../routeLoggerCore';

type Location = Parameters<NonNullable<ClientModule['onRouteDidUpdate']>>[0]['location'];

const at = (pathname: string, extra: Partial<Location> = {}) =>
  ({pathname, search: '', hash: '', state: undefined, ...extra}) as Location;

describe('createRouteLogger', () => {
  it('logs a path change on deploy previews', () => {
    const lines: string[] = [];
    const onRouteDidUpdate = createRouteLogger(true, (line) => lines.push(line));
    onRouteDidUpdate({location: at('/docs/'), previousLocation: at('/')});
    expect(lines).toEqual(['[route] / -> /docs/']);
  });

  it('ignores the first render and hash-only changes', () => {
    const lines: string[] = [];
    const onRouteDidUpdate = createRouteLogger(true, (line) => lines.push(line));
    onRouteDidUpdate({location: at('/docs/'), previousLocation: null});
    onRouteDidUpdate({location: at('/docs/', {hash: '#a'}), previousLocation: at('/docs/')});
    expect(lines).toEqual([]);
  });

  it('stays silent outside deploy previews', () => {
    const lines: string[] = [];
    const onRouteDidUpdate = createRouteLogger(false, (line) => lines.push(line));
    onRouteDidUpdate({location: at('/docs/'), previousLocation: at('/')});
    expect(lines).toEqual([]);
  });
});
