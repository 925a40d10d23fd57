import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {MajorLineSummary} from '../v2Summary';

const CHANNEL_NAMES = {alpha: 'alpha', beta: 'beta', rc: 'release candidate', stable: 'stable'} as const;

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {dateStyle: 'medium', timeZone: 'UTC'});

function day(isoDay: string): string {
  return DATE_FORMAT.format(new Date(`${isoDay}T00:00:00Z`));
}

function countSentence(counts: MajorLineSummary['counts']): string {
  return (Object.keys(CHANNEL_NAMES) as (keyof typeof CHANNEL_NAMES)[])
    .filter((channel) => counts[channel] > 0)
    .map((channel) => `${counts[channel]} ${CHANNEL_NAMES[channel]}`)
    .join(', ');
}

/** The V2 changelog: every 2.x release on one page, with a link to each release page. */
export default function V2Changelog({summary}: {summary: MajorLineSummary}): React.ReactNode {
  const title = 'V2 Changelog';
  return (
    <Layout
      title={title}
      description={`All ${summary.rows.length} Docusaurus 2 releases, from ${summary.firstVersion} to ${summary.lastVersion}, on one page.`}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          Docusaurus 2 went from its first alpha covered here, {summary.firstVersion} ({day(summary.firstDate)}), to{' '}
          {summary.lastVersion} ({day(summary.lastDate)}): {summary.rows.length} releases in this changelog (
          {countSentence(summary.counts)}). Each row links to the release page with every change the framework’s
          changelog lists for it.
        </p>
        <p>
          Looking for Docusaurus 3? The <Link to="/changelog/">changelog</Link> lists every release, newest first.
        </p>
        <section>
          <Heading as="h2" id="releases">
            All 2.x releases
          </Heading>
          <table>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Date</th>
                <th scope="col">Channel</th>
                <th scope="col">Changes</th>
                <th scope="col">Breaking changes</th>
                <th scope="col">Committers</th>
              </tr>
            </thead>
            <tbody>
              {summary.rows.map((row) => (
                <tr key={row.version}>
                  <th scope="row">
                    <Link to={row.permalink}>{row.version}</Link>
                  </th>
                  <td>
                    <time dateTime={row.date}>{day(row.date)}</time>
                  </td>
                  <td>{CHANNEL_NAMES[row.channel]}</td>
                  <td>{row.changeCount}</td>
                  <td>{row.breakingCount}</td>
                  <td>{row.committerCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </main>
    </Layout>
  );
}
