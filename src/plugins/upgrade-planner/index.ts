/**
 * The upgrade planner (issue 35): /upgrade/, where a reader picks any two
 * releases and the browser computes the plan from this route's own data, and
 * one page per common upgrade (./pairs.ts), rendered at build time so search
 * indexes them. The data is assembled from committed files (./data.ts); the
 * plans are computed by the same code in both places (./core.ts).
 */
import type {Plugin} from '@docusaurus/types';
import {latestRelease} from '../../../config/releases.mjs';
import {planUpgrade} from './core';
import {buildPlannerData} from './data';
import {commonPairs, pairPath} from './pairs';
import type {PlannerData} from './types';

export const plannerPath = '/upgrade/';

export interface PlannerPluginOptions {
  /** For tests: data other than the committed one. */
  data?: PlannerData;
  /** The release the site documents; the pairs lead to it. */
  siteRelease?: string;
}

export default function upgradePlannerPlugin(_context: unknown, options: PlannerPluginOptions = {}): Plugin {
  return {
    name: 'upgrade-planner',
    async contentLoaded({actions}) {
      const started = performance.now();
      const data = options.data ?? buildPlannerData();
      const pairs = commonPairs(data.releases, options.siteRelease ?? latestRelease.version).map((pair) => ({
        ...pair,
        path: pairPath(pair),
      }));
      const pairsModule = await actions.createData('pairs.json', JSON.stringify(pairs));
      actions.addRoute({
        path: plannerPath,
        exact: true,
        component: '@site/src/components/UpgradePlanner/index.tsx',
        modules: {data: await actions.createData('planner-data.json', JSON.stringify(data)), pairs: pairsModule},
      });
      // The pair plans are independent: their data files are written side by side.
      const planModules = await Promise.all(
        pairs.map((pair) =>
          actions.createData(
            `plan-${pair.from}-to-${pair.to}.json`,
            JSON.stringify(planUpgrade(data, pair.from, pair.to)),
          ),
        ),
      );
      pairs.forEach((pair, index) =>
        actions.addRoute({
          path: pair.path,
          exact: true,
          component: '@site/src/components/UpgradePlanner/PairPage.tsx',
          modules: {plan: planModules[index]!},
        }),
      );
      const elapsed = Math.round(performance.now() - started);
      console.log(`[upgrade-planner] ${pairs.length} pair pages and /upgrade/ data in ${elapsed} ms`);
    },
  };
}
