import React from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {OptionChange} from '@site/src/data/reference/history/types';
import type {ReleaseRequirements} from '@site/src/data/upgrade/types';
import type {SourcePlan, UpgradePlan} from '@site/src/plugins/upgrade-planner/types';
import styles from './styles.module.css';

const pullUrl = (pr: number) => `https://github.com/facebook/docusaurus/pull/${pr}`;

function changeText(change: OptionChange): string {
  const parts: string[] = [];
  if (change.type) {
    parts.push(`type ${change.type[0]} → ${change.type[1]}`);
  }
  if (change.default) {
    parts.push(`default ${change.default[0] ?? 'none'} → ${change.default[1] ?? 'none'}`);
  }
  if (change.required) {
    parts.push(change.required[1] ? 'now required' : 'no longer required');
  }
  return `${parts.join('; ')} (${change.release})`;
}

function Requirement({label, release, value}: {label: string; release: string; value: ReleaseRequirements | null}) {
  return (
    <tr>
      <th scope="row">
        {label}: {release}
      </th>
      <td>{value ? (value.node ?? 'not declared') : 'not on the registry'}</td>
      <td>{value ? (value.react ?? 'not declared') : 'not on the registry'}</td>
    </tr>
  );
}

function SourceSection({plan}: {plan: SourcePlan}) {
  return (
    <section className={styles.source} aria-label={plan.source}>
      <Heading as="h3">
        {plan.source} <small>({plan.package})</small>
      </Heading>
      <ul>
        {plan.added.map((option) => (
          <li key={`a-${option}`}>
            <strong>Added:</strong> <code>{option}</code>
          </li>
        ))}
        {plan.removed.map((option) => (
          <li key={`r-${option}`}>
            <strong>Removed:</strong> <code>{option}</code>
          </li>
        ))}
        {plan.renamed.map((rename) => (
          <li key={`n-${rename.from}`}>
            <strong>Renamed:</strong> <code>{rename.from}</code> → <code>{rename.to}</code> (
            <Link href={pullUrl(rename.pr)}>#{rename.pr}</Link>)
          </li>
        ))}
        {plan.changed.map(({option, changes}) => (
          <li key={`c-${option}`}>
            <strong>Changed:</strong> <code>{option}</code>: {changes.map(changeText).join('; then ')}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One upgrade plan, as the pair pages and /upgrade/ show it. */
export default function PlanView({plan}: {plan: UpgradePlan}) {
  const sameLine = plan.fromLine === plan.toLine;
  return (
    <div className={styles.plan} data-testid="upgrade-plan">
      <Heading as="h2" id="breaking-changes">
        Breaking changes
      </Heading>
      {plan.breaking.length === 0 ? (
        <p>
          The changelog lists no breaking change in the releases after {plan.from} up to {plan.to}. Still read the
          options below: a changed default can alter your site.
        </p>
      ) : (
        <ul data-testid="breaking-changes">
          {plan.breaking.map((change) => (
            <li key={change.pr}>
              {change.release}: {change.title} (<Link href={pullUrl(change.pr)}>#{change.pr}</Link>)
              {change.docs && (
                <>
                  {' '}
                  — see <Link to={change.docs.path}>{change.docs.label}</Link>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <Heading as="h2" id="requirements">
        Node.js and React
      </Heading>
      <p>
        As the <code>@docusaurus/core</code> package of each release declares them in <code>engines</code> and its peer
        dependencies.
      </p>
      <table className={styles.requirements}>
        <thead>
          <tr>
            <th scope="col">Release</th>
            <th scope="col">Node.js</th>
            <th scope="col">React</th>
          </tr>
        </thead>
        <tbody>
          <Requirement label="From" release={plan.from} value={plan.requirements.from} />
          <Requirement label="To" release={plan.to} value={plan.requirements.to} />
        </tbody>
      </table>
      <Heading as="h2" id="options">
        Options
      </Heading>
      <p>
        Compared as of {plan.fromLine} and {plan.toLine}, the releases of these minor lines whose schemas were read.
      </p>
      {sameLine ? (
        <p>Both releases belong to the same minor line, so the option comparison shows no difference.</p>
      ) : plan.sources.length === 0 ? (
        <p>No option was added, removed, renamed or changed between these lines.</p>
      ) : (
        plan.sources.map((source) => <SourceSection key={source.source} plan={source} />)
      )}
      <Heading as="h2" id="future-flags">
        Future flags at {plan.to}
      </Heading>
      {plan.futureFlags.length === 0 ? (
        <p>
          The site config of {plan.toLine} has no <code>future</code> option.
        </p>
      ) : (
        <ul>
          {plan.futureFlags.map((flag) => (
            <li key={flag}>
              <code>future.{flag}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
