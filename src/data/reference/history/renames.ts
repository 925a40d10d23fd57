// Options the framework renamed, recorded by hand: the schemas only show one
// option removed and another added in the same release. Each entry names the
// pull request, which the changelog entry of that minor line lists; the unit
// test (scripts/reference/__tests__/schemaHistory.test.ts) checks both ends
// against the generated history and the PR against changelog/changes.ts.
import type {OptionRename} from './types';

export const renames: readonly OptionRename[] = [
  // 3.0 split the docs layout component (@theme/DocPage) into a root per plugin, per
  // version and per doc: the option naming the doc-level layout became
  // docRootComponent (@theme/DocRoot); docsRootComponent and docVersionRootComponent
  // are new (#7966, a breaking change of 3.0.0).
  {source: 'plugin-content-docs', from: 'docLayoutComponent', to: 'docRootComponent', release: '3.0.1', pr: 7966},
];
