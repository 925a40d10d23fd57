import {describe, expect, it, vi} from 'vitest';
import type {PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import upgradePlannerPlugin from '../index';

async function load() {
  const routes: RouteConfig[] = [];
  const data = new Map<string, string>();
  const actions = {
    addRoute: (route: RouteConfig) => routes.push(route),
    createData: async (name: string, content: string) => {
      data.set(name, content);
      return `@generated/${name}`;
    },
    setGlobalData: vi.fn(),
  } as unknown as PluginContentLoadedActions;
  vi.spyOn(console, 'log').mockImplementation(() => {});
  const plugin = upgradePlannerPlugin(undefined, {siteRelease: '3.6.1'});
  await plugin.contentLoaded!({actions, content: undefined, allContent: {}} as never);
  return {routes, data};
}

describe('upgrade-planner plugin', () => {
  it('adds /upgrade/ with its own data, and a page per common pair with its plan', async () => {
    const {routes, data} = await load();
    const planner = routes.find((route) => route.path === '/upgrade/')!;
    expect(planner.modules).toEqual({data: '@generated/planner-data.json', pairs: '@generated/pairs.json'});
    const pairs = JSON.parse(data.get('pairs.json')!) as {path: string}[];
    expect(pairs.map((pair) => pair.path)).toContain('/upgrade/3.4.0-to-3.6.1/');
    expect(pairs.map((pair) => pair.path)).toContain('/upgrade/3.6.3-to-3.7.0/');
    expect(routes.map((route) => route.path).sort()).toEqual(['/upgrade/', ...pairs.map((pair) => pair.path)].sort());
    const plan = JSON.parse(data.get('plan-3.4.0-to-3.6.1.json')!);
    expect(plan).toMatchObject({from: '3.4.0', to: '3.6.1', requirements: {to: {node: '>=18.0'}}});
  });

  it('keeps the data a reader downloads on /upgrade/ small', async () => {
    const {data} = await load();
    // Measured: about 22 KB of JSON before compression; the bench reports the exact bytes.
    expect(data.get('planner-data.json')!.length).toBeLessThan(40_000);
  });
});
