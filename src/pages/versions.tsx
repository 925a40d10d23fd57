import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {archivedVersions, docsPathOf, latestStableVersion, pastBuiltVersions} from '@site/src/data/versions';

const repo = 'https://github.com/facebook/docusaurus';

function VersionTable({children}: {children: React.ReactNode}) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Documentation</th>
          <th scope="col">Release notes</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export default function Versions(): React.ReactNode {
  return (
    <Layout
      title="Versions"
      description="Every version of the Docusaurus documentation: the upcoming Canary, the latest release and past releases.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Docusaurus documentation versions</Heading>
        <p>
          Docs change with the framework. Read the version that matches the <code>@docusaurus/core</code> version in
          your <code>package.json</code>.
        </p>

        <section>
          <Heading as="h2" id="latest">
            Latest release
          </Heading>
          <p>The newest stable release. Use it for new sites and upgrade existing ones to it.</p>
          <VersionTable>
            <tr>
              <th scope="row">{latestStableVersion}</th>
              <td>
                <Link to={docsPathOf(latestStableVersion)}>Documentation</Link>
              </td>
              <td>
                <Link href={`${repo}/releases/tag/v${latestStableVersion}`}>Release notes</Link>
              </td>
            </tr>
          </VersionTable>
        </section>

        <section>
          <Heading as="h2" id="next">
            Next version (Canary)
          </Heading>
          <p>
            Docs for the code on the main branch, published as canary builds before the next release. Features described
            here may change before they ship.
          </p>
          <VersionTable>
            <tr>
              <th scope="row">Canary</th>
              <td>
                <Link to="/docs/">Documentation</Link>
              </td>
              <td>
                <Link href={`${repo}/blob/main/CHANGELOG.md`}>Unreleased changes</Link>
              </td>
            </tr>
          </VersionTable>
        </section>

        <section>
          <Heading as="h2" id="archive">
            Past versions
          </Heading>
          <p>
            Older releases are no longer maintained. Their docs stay available for sites that have not upgraded yet.
          </p>
          <VersionTable>
            {pastBuiltVersions.map((version) => (
              <tr key={version}>
                <th scope="row">{version}</th>
                <td>
                  <Link to={docsPathOf(version)}>Documentation</Link>
                </td>
                <td>
                  <Link href={`${repo}/releases/tag/v${version}`}>Release notes</Link>
                </td>
              </tr>
            ))}
            {archivedVersions.map((version) => (
              <tr key={version.name}>
                <th scope="row">{version.name}</th>
                <td>
                  <Link href={version.docsUrl}>Documentation</Link>
                </td>
                <td>{version.releaseNotesUrl ? <Link href={version.releaseNotesUrl}>Release notes</Link> : '—'}</td>
              </tr>
            ))}
          </VersionTable>
        </section>
      </main>
    </Layout>
  );
}
