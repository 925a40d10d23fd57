import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {versionsPageData, type VersionLink, type VersionRow} from '@site/src/data/versions';

function VersionLinkView({link}: {link: VersionLink}) {
  return 'to' in link ? <Link to={link.to}>{link.label}</Link> : <Link href={link.href}>{link.label}</Link>;
}

function VersionTable({rows, caption}: {rows: VersionRow[]; caption: string}) {
  return (
    <table aria-label={caption}>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Documentation</th>
          <th scope="col">Release notes</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} data-version={row.name}>
            <th scope="row">{row.name}</th>
            <td>
              <VersionLinkView link={row.docs} />
            </td>
            <td>
              {row.notes.length === 0
                ? 'None published'
                : row.notes.map((link, index) => (
                    <React.Fragment key={index}>
                      {index > 0 && ' · '}
                      <VersionLinkView link={link} />
                    </React.Fragment>
                  ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Versions(): React.ReactNode {
  const {next, latest, past} = versionsPageData();
  return (
    <Layout
      title="Versions"
      description="Every version of the Docusaurus documentation: the upcoming Canary, the latest release and past releases.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Docusaurus documentation versions</Heading>
        <p>
          Docs change with the framework. Read the version that matches the <code>@docusaurus/core</code> version in
          your <code>package.json</code>; the version menu in the navigation bar switches between them on any docs page.
        </p>
        <p>
          Moving to a newer release? The <Link to="/upgrade/">upgrade planner</Link> lists what changes between the
          release you run and the one you want: breaking changes, options, and the Node.js and React versions required.
        </p>

        <section>
          <Heading as="h2" id="next">
            Next version (Canary)
          </Heading>
          <p>
            Docs for the code on the main branch, published as canary builds before the next release. Features described
            here may change before they ship.
          </p>
          <VersionTable rows={[next]} caption="Upcoming version" />
        </section>

        <section>
          <Heading as="h2" id="latest">
            Latest release
          </Heading>
          <p>The newest stable release. Use it for new sites and upgrade existing ones to it.</p>
          <VersionTable rows={[latest]} caption="Latest release" />
        </section>

        <section>
          <Heading as="h2" id="archive">
            Past versions
          </Heading>
          <p>
            Older releases no longer receive fixes. {past[0]?.name} is still built on this site; the docs of earlier
            releases are read from the repository at their release tag, and Docusaurus 1 keeps its own site.
          </p>
          <VersionTable rows={past} caption="Past versions" />
        </section>
      </main>
    </Layout>
  );
}
