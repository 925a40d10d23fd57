import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {plannerSearch} from '@site/src/plugins/upgrade-planner/query';
import type {UpgradePlan} from '@site/src/plugins/upgrade-planner/types';
import PlanView from './PlanView';

/** A common upgrade, rendered at build time (src/plugins/upgrade-planner/pairs.ts) so search indexes it. */
export default function PairPage({plan}: {plan: UpgradePlan}) {
  const title = `Upgrade Docusaurus from ${plan.from} to ${plan.to}`;
  return (
    <Layout
      title={title}
      description={`Breaking changes, option changes, Node.js and React requirements and future flags when you upgrade Docusaurus from ${plan.from} to ${plan.to}.`}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          What changes between these two releases, from the framework&apos;s changelog, the validation schemas of its
          packages and their registry metadata. For another pair of releases, use the{' '}
          <Link to={`/upgrade/${plannerSearch(plan.from, plan.to)}`}>upgrade planner</Link>.
        </p>
        <PlanView plan={plan} />
      </main>
    </Layout>
  );
}
