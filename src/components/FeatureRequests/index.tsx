import React, {useId, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import NotFound from '@theme/NotFound';
import Link from '@docusaurus/Link';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  discussionsUrl,
  featureAreas,
  featureRequestUrl,
  mostWantedFeaturesUrl,
  type FeatureAreaId,
} from '@site/src/plugins/feature-requests/links';
import {pageMarker, servedAnotherPage} from './servedMarkup';
import styles from './styles.module.css';

/**
 * Builds the pre-filled issue link as the reader types; nothing is sent from
 * this page, so the fields are a named group with a link, not a form.
 */
function RequestStarter() {
  const [area, setArea] = useState<FeatureAreaId | null>(null);
  const [idea, setIdea] = useState('');
  const areaId = useId();
  const ideaId = useId();
  return (
    <div className={styles.starter} role="group" aria-label="Start a feature request">
      <label htmlFor={areaId}>Area</label>
      <select
        id={areaId}
        value={area ?? ''}
        onChange={(event) => setArea((event.target.value || null) as FeatureAreaId | null)}>
        <option value="">Not sure</option>
        {featureAreas.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.label}
          </option>
        ))}
      </select>
      <label htmlFor={ideaId}>Your idea in one line</label>
      <input
        id={ideaId}
        type="text"
        value={idea}
        placeholder="e.g. Let a blog post belong to a series"
        onChange={(event) => setIdea(event.target.value)}
      />
      <Link className="button button--primary" href={featureRequestUrl(area, idea)} data-testid="feature-request-link">
        Open the request on GitHub
      </Link>
    </div>
  );
}

function FeatureRequestsPage(): React.ReactNode {
  return (
    <Layout
      title="Feature requests"
      description="How to propose a feature for Docusaurus, where to vote on existing ideas, and a link that starts the request for you.">
      <main className="container margin-vert--lg" {...{[pageMarker]: true}}>
        <div className={styles.body}>
          <Heading as="h1">Feature requests</Heading>
          <p>
            Docusaurus grows from what its users need. Ideas are proposed, discussed and voted on in public on GitHub,
            in the same repository as the code, so you can follow a request from first message to release.
          </p>

          <Heading as="h2" id="before-you-ask">
            Before you ask
          </Heading>
          <ul>
            <li>
              Check the <Link href={mostWantedFeaturesUrl}>open feature requests, sorted by votes</Link>. If yours is
              there, add a thumbs-up reaction to the issue rather than a “+1” comment: maintainers sort by reactions.
            </li>
            <li>
              Many features can be built without changing the framework: a plugin, a swizzled theme component or a few
              lines of MDX. The <Link to="/docs/">documentation</Link> shows what is already possible.
            </li>
            <li>
              For an idea that is still vague, start a thread in <Link href={discussionsUrl}>GitHub Discussions</Link>{' '}
              to find out whether others want it too.
            </li>
          </ul>

          <Heading as="h2" id="propose">
            Propose a feature
          </Heading>
          <p>
            A good request explains the problem before the solution: what you are trying to do, why it is hard today,
            and what the configuration or UI could look like. The link below opens the repository’s feature form with
            your title filled in; the form asks for the rest.
          </p>
          <RequestStarter />

          <Heading as="h2" id="what-happens-next">
            What happens next
          </Heading>
          <p>
            New requests are labelled for triage. Maintainers may ask questions, point to an existing way of doing it,
            or mark the request as accepted; accepted requests are open to contributors, and you can offer to build it
            yourself in the form.
          </p>
        </div>
      </main>
    </Layout>
  );
}

/**
 * The route answers /feature-requests/ and every path below it. On a host
 * without rewrite rules, a path below it arrives as the 404 page's HTML: the
 * first (hydrating) render then repeats the 404 page, so React adopts that
 * markup as it is, and the page replaces it as soon as hydration is done.
 * Client-side navigations and the server render go straight to the page.
 */
export default function FeatureRequests(): React.ReactNode {
  const isBrowser = useIsBrowser();
  // Read once, before React touches the document: during hydration it still holds the server's markup.
  const [served404] = useState(
    () =>
      !isBrowser &&
      ExecutionEnvironment.canUseDOM &&
      servedAnotherPage(document.getElementById('__docusaurus') ?? undefined),
  );
  return served404 && !isBrowser ? <NotFound /> : <FeatureRequestsPage />;
}
