import React, {useMemo} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {planUpgrade} from '@site/src/plugins/upgrade-planner/core';
import {parsePlannerQuery} from '@site/src/plugins/upgrade-planner/query';
import type {PlannerData} from '@site/src/plugins/upgrade-planner/types';
import type {UpgradePair} from '@site/src/plugins/upgrade-planner/pairs';
import Picker from './Picker';
import PlanView from './PlanView';
import styles from './styles.module.css';

interface Props {
  /** The route's own data (createData in src/plugins/upgrade-planner): only this page loads it. */
  data: PlannerData;
  pairs: (UpgradePair & {path: string})[];
}

export const plannerTitle = 'Upgrade planner';

function CommonPairs({pairs}: {pairs: Props['pairs']}) {
  return (
    <nav aria-labelledby="common-upgrades">
      <Heading as="h2" id="common-upgrades">
        Common upgrades
      </Heading>
      <ul className={styles.pairs}>
        {pairs.map((pair) => (
          <li key={pair.path}>
            <Link to={pair.path}>
              {pair.from} to {pair.to}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /upgrade/?from=3.4.0&to=3.6.1. The server renders the picker and the common
 * upgrades (it has no query string); after hydration the page reads the
 * address and computes the plan in the browser.
 */
export default function UpgradePlannerPage({data, pairs}: Props) {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const query = useMemo(
    () => (isBrowser ? parsePlannerQuery(search, data.releases) : ({kind: 'none'} as const)),
    [isBrowser, search, data.releases],
  );
  const plan = query.kind === 'pair' ? planUpgrade(data, query.from, query.to) : null;
  const title = plan ? `Upgrade from ${plan.from} to ${plan.to}` : plannerTitle;
  return (
    <Layout
      title={title}
      description="Pick the Docusaurus release you run and the one you want: the breaking changes, option changes, Node.js and React requirements and future flags between them.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          Pick the release your site runs and the one you want to reach, from {data.releases[0]} to{' '}
          {data.releases.at(-1)}. The plan lists the breaking changes of the changelog, the options each plugin, theme
          and front matter gained, lost or changed, the Node.js and React each end needs and the future flags of the
          target. The <Link to="/docs/migration/">migration guide</Link> explains how to upgrade safely.
        </p>
        {query.kind === 'error' && (
          <div className="alert alert--warning" role="alert" data-testid="planner-error">
            {query.message}
          </div>
        )}
        <Picker
          // Remounted when the address changes, and once on hydration, when the query is first read.
          key={`${isBrowser}${search}`}
          releases={data.releases}
          from={query.kind === 'none' ? undefined : query.from}
          to={query.kind === 'none' ? undefined : query.to}
        />
        {plan && <PlanView plan={plan} />}
        <CommonPairs pairs={pairs} />
      </main>
    </Layout>
  );
}
