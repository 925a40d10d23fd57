/**
 * Quoted texts that are not messages of the `@docusaurus/*` packages or of a dependency whose
 * source states them whole: texts of Node, browsers, Git and other tools, messages assembled at
 * run time, and a reader's own words. Each entry names its source and says why it is here.
 * `message` is the quote as the checks normalise it (pageQuotes.mjs `messageOf`).
 *
 * @type {Array<{message: string, source: string, why: string}>}
 */
export const MESSAGE_ALLOWLIST = [
  {
    message: 'ENOENT: no such file or directory',
    source: 'Node.js (libuv error ENOENT)',
    why: 'cli.md: the second value of `--locale en fr` becomes the siteDir argument, which does not exist',
  },
  {
    message: 'window is not defined',
    source: 'Node.js / V8 (ReferenceError)',
    why: 'browser-only code run during server-side rendering',
  },
  {
    message: 'Button is not defined',
    source: 'the browser JavaScript engine (ReferenceError)',
    why: 'a live code block uses a component that is not in its scope',
  },
  {
    message: 'Please tell me who you are',
    source: 'Git (`git commit` without user.name and user.email)',
    why: 'printed by Git during `docusaurus deploy` on a machine without a Git identity',
  },
  {
    message: 'Could not render math with KaTeX',
    source: 'rehype-katex (lib/index.js, `file.message`)',
    why: 'the site adds rehype-katex itself; it is not a dependency of @docusaurus/*',
  },
  {
    message: 'No "exports" main defined',
    source: 'Node.js (ERR_PACKAGE_PATH_NOT_EXPORTED, lib/internal/modules/esm/resolve.js)',
    why: 'jiti resolves an import-only package (remark-emoji 4) for a TypeScript or ES module config with require conditions',
  },
  {
    message: 'No "exports" main defined in .../package.json',
    source: 'Node.js (ERR_PACKAGE_PATH_NOT_EXPORTED), with the package path elided',
    why: "the same error as quoted in the migration pitfalls, which keep the message's path shape",
  },
  {
    message: "Cannot find module 'prism-react-renderer/themes/github'",
    source: 'Node.js / the bundler (module resolution)',
    why: 'the prism-react-renderer v1 import path, gone in v2',
  },
  {
    message: "Cannot find module 'unist-util-visit'",
    source: 'Node.js (module resolution)',
    why: 'a remark plugin whose dependency the site did not install',
  },
  {
    message: '[Vercel Web Analytics] Failed to load script from /_vercel/insights/script.js',
    source: "@vercel/analytics (the browser script's console message)",
    why: 'printed in the browser when the site is not deployed on Vercel; not a Docusaurus package',
  },
  {
    message: 'Sidebar not found. Skipping migration for sidebar',
    source: '@docusaurus/migrate (the v1-to-v2 tool, not part of the 3.x releases), lib/index.js',
    why: 'migration/v2 pages quote the migration tool; checked in @docusaurus/migrate 2.0.0-alpha.59 lib/index.js:490',
  },
  {
    message: 'Docs folder not found. Skipping migration for docs',
    source: '@docusaurus/migrate (the v1-to-v2 tool, not part of the 3.x releases), lib/index.js',
    why: 'migration/v2 pages quote the migration tool; checked in @docusaurus/migrate 2.0.0-alpha.59 lib/index.js:521',
  },
  {
    message: 'Successfully created landing page',
    source: '@docusaurus/migrate (the v1-to-v2 tool, not part of the 3.x releases), lib/index.js',
    why: 'migration/v2 pages quote the migration tool; checked in @docusaurus/migrate 2.0.0-alpha.59 lib/index.js:100',
  },
  {
    message: 'Unable to migrate Pages',
    source: '@docusaurus/migrate (the v1-to-v2 tool, not part of the 3.x releases), lib/index.js',
    why: 'migration/v2 pages quote the migration tool; checked in @docusaurus/migrate 2.0.0-alpha.59 lib/index.js:314',
  },
  {
    message: "Cannot read properties of null (reading 'memoryUsage')",
    source: "V8's TypeError for a property read on null",
    why: "logger.md: what the perf logger's `end` throws; the wording is the JavaScript engine's",
  },
  {
    message:
      'MDX compilation failed for file "/home/me/my-site/docs/release.mdx"\nCause: Could not parse expression with acorn\nDetails:\n…',
    source:
      "@docusaurus/mdx-loader lib/utils.js (`MDX compilation failed for file …\\nCause: …\\nDetails:`) around micromark's message",
    why: "two sources in one block: the loader's frame and micromark-factory-mdx-expression's text, each found on its own",
  },
  {
    message: 'Unexpected character ... before name',
    source:
      "micromark-extension-mdx-jsx dev/lib/factory-tag.js: crash() builds 'Unexpected character `<c>` (U+…) ' + 'before name' + ', expected …'",
    why: 'assembled at run time from pieces the matcher cannot join (a dependency of @mdx-js/mdx)',
  },
  {
    message: `Module '"@docusaurus/theme-common/internal"' has no exported member 'useDoc'.`,
    source: 'TypeScript (error TS2305)',
    why: "swizzling.md: the compiler's message for a hook an old ejected component imports from where it no longer lives",
  },
  {
    message: 'Invalid version name "1.0/beta": version name should not include slash (/) or backslash (\\).',
    source:
      'plugin-content-docs lib/versions/validation.js: `Invalid version name "${name}": version name ${reason}`, with the reason from its rule list',
    why: "assembled at run time from the template and a rule's reason (reproduced with docs:version in every documented release)",
  },
  {
    message: '[docs]: no docs found in "/path/to/my-site/docs".',
    source:
      'plugin-content-docs lib/cli.js: logger.interpolate `${pluginIdLogPrefix}: no docs found in path=${docsDir}.`, the logger printing path= values in quotes',
    why: 'assembled at run time from the plugin id prefix and the logger path format (reproduced with docs:version)',
  },
  {
    message: "Cannot use 'import.meta' outside a module",
    source: 'V8 (SyntaxError), when jiti 1.21 evaluates a config that reads import.meta.dirname',
    why: 'plugin-pwa.mdx: loadFreshModule (@docusaurus/utils) fails on import.meta.dirname in docusaurus.config.ts/.mjs, in each documented release (run)',
  },
  {
    message: 'It worked yesterday.',
    source: "a reader's words (community/support.md)",
    why: 'a quoted complaint, not program output',
  },
];

/** @param {string} message */
export function allowlisted(message) {
  return MESSAGE_ALLOWLIST.some((entry) => entry.message === message);
}
