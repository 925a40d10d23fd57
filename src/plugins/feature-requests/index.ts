import type {Plugin} from '@docusaurus/types';

/** The page answers this path and everything below it. */
export const featureRequestsPath = '/feature-requests/';

/**
 * Adds /feature-requests/ as a non-exact route, so old links to a specific
 * request board (/feature-requests/p/some-idea/) still land on the page that
 * explains where requests live now. The pages plugin only creates exact routes.
 */
export default function featureRequestsPlugin(): Plugin {
  return {
    name: 'feature-requests-route',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: featureRequestsPath,
        exact: false,
        component: '@site/src/components/FeatureRequests/index.tsx',
      });
    },
  };
}
