/**
 * Logs each route change on deploy previews, where reviewers check navigation;
 * production readers never see it (customFields.isDeployPreview is false there).
 */
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';

const isDeployPreview = siteConfig.customFields?.isDeployPreview === true;

const routeLogger: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (isDeployPreview && previousLocation && location.pathname !== previousLocation.pathname) {
      console.log(`[route] ${previousLocation.pathname} -> ${location.pathname}`);
    }
  },
};

export const {onRouteDidUpdate} = routeLogger;
