import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

type Redirect = ClientRedirectsOptions['redirects'][number];

/** Old community pages lived in the docs; both the stable and `next` paths point to their new home. */
const movedToCommunity = ['support'].map((page): Redirect => ({
  to: `/community/${page}/`,
  from: [`/docs/${page}/`, `/docs/next/${page}/`],
}));

export const redirects: Redirect[] = [{from: '/home/', to: '/'}, ...movedToCommunity];
