/**
 * Logs each route change on deploy previews, where reviewers check navigation;
 * production readers never see it (customFields.isDeployPreview is false there).
 */
import siteConfig from '@generated/docusaurus.config';
import {createRouteLogger} from './routeLoggerCore';

export const onRouteDidUpdate = createRouteLogger(siteConfig.customFields?.isDeployPreview === true, (message) =>
  console.log(message),
);
