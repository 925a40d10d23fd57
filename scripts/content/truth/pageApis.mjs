/**
 * The Docusaurus API names a Markdown page uses, and which of them a release lacks.
 *
 * Names a page uses:
 * - in prose, an inline code span that is wholly a hook (`useDocsVersion`, `useDocsVersion()`)
 *   or a module (`@docusaurus/Link`, `@theme/DocItem/Layout`, `@theme-original/Navbar`);
 * - in code blocks, the modules and named bindings of `import ... from '<module>'` and
 *   `require('<module>')` for modules under `@docusaurus/`, `@theme/`, `@theme-original/` and
 *   `@theme-init/`, and `@docusaurus/*` package names in string literals and install commands;
 * - anywhere, the component of a `swizzle @docusaurus/theme-x Component` command (as `@theme/Component`).
 *
 * A module exists when the release has it (an entry point, a declared alias module or, for the
 * `@theme*` aliases, a component under a theme's `lib/theme/`); a `@docusaurus/x` package name
 * (the part before any subpath) also when the release published that package. A hook exists when
 * a module exports it, when the page itself defines it in a code block, or when it is in
 * HOOK_ALLOWLIST.
 */

/** @typedef {import('./packageApis.mjs').PackageApis} PackageApis */
/** @typedef {{file: string, line: number, name: string, problem: string}} ApiProblem */

/** Hooks of other libraries that pages name, each with its source. */
export const HOOK_ALLOWLIST = /** @type {Record<string, string>} */ ({
  useState: 'React',
  useEffect: 'React',
  useLayoutEffect: 'React',
  useMemo: 'React',
  useCallback: 'React',
  useRef: 'React',
  useContext: 'React',
  useReducer: 'React',
  useId: 'React 18',
  useSyncExternalStore: 'React 18',
  useTransition: 'React 18',
  useDeferredValue: 'React 18',
  useImperativeHandle: 'React',
  useDebugValue: 'React',
  useInsertionEffect: 'React 18',
  useParams: 'react-router 5 (react-router-dom), which @docusaurus/router re-exports only in part',
  useRouteMatch: 'react-router 5 (react-router-dom)',
  useMDXComponents: '@mdx-js/react',
});

/** Names that stand for any component in a page's explanation: `@theme/X`, `@theme-original/Something`. */
const PLACEHOLDER = /^(?:X|Y|Name|Something|Component|ComponentName|MyComponent)$/;

// A path segment never ends in a dot, so the names an error lists for a relative path
// (`@docusaurus/plugin-./src/plugins/x`, what core tried) are not module names.
const MODULE =
  /^(?:@docusaurus\/[\w-](?:[\w.-]*[\w-])?(?:\/[\w-](?:[\w.-]*[\w-])?)*|@theme(?:-original|-init)?\/[\w-]+(?:\/[\w-]+)*)$/;
const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;

/**
 * @param {string} page
 * @returns {{prose: Array<{line: number, text: string}>, code: Array<{line: number, text: string}>}}
 *   prose lines (outside fences) and code lines, with their 1-based numbers
 */
function splitPage(page) {
  const prose = [];
  const code = [];
  /** @type {string | null} */
  let fence = null;
  for (const [index, text] of page.split(/\r?\n/).entries()) {
    const m = FENCE.exec(text);
    if (fence === null && m) fence = m[1];
    else if (fence !== null && m && m[1][0] === fence[0] && m[1].length >= fence.length && !m[2].trim()) fence = null;
    else (fence === null ? prose : code).push({line: index + 1, text});
  }
  return {prose, code};
}

/**
 * API names a page uses.
 * @param {string} page
 * @returns {{modules: Array<{line: number, name: string, imports: string[]}>, hooks: Array<{line: number, name: string}>, defined: Set<string>}}
 */
export function apiNamesOfPage(page) {
  const {prose, code} = splitPage(page);
  /** @type {Array<{line: number, name: string, imports: string[]}>} */
  const modules = [];
  /** @type {Array<{line: number, name: string}>} */
  const hooks = [];
  for (const {line, text} of prose) {
    for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
      const value = span.trim();
      const hook = /^(use[A-Z]\w*)(?:\(.*\))?$/.exec(value);
      if (hook) hooks.push({line, name: hook[1]});
      else if (MODULE.test(value)) modules.push({line, name: value, imports: []});
    }
  }
  const codeText = code.map((c) => c.text).join('\n');
  const lineAt = (/** @type {number} */ offset) => code[codeText.slice(0, offset).split('\n').length - 1]?.line ?? 0;
  for (const m of codeText.matchAll(/\bimport\s+(type\s+)?([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
    const [, typeOnly, clause, name] = m;
    if (!/^@docusaurus\/|^@theme(?:-original|-init)?\//.test(name)) continue;
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const imports = typeOnly
      ? []
      : named
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item && !item.startsWith('type '))
          .map((item) => item.split(/\s+as\s+/)[0].trim());
    modules.push({line: lineAt(m.index), name, imports});
  }
  for (const m of codeText.matchAll(/\b(?:require|import)\(\s*['"](@docusaurus\/[^'"]+|@theme[^'"]*)['"]\s*\)/g)) {
    modules.push({line: lineAt(m.index), name: m[1], imports: []});
  }
  for (const m of codeText.matchAll(/['"](@docusaurus\/[\w.-]+)['"]/g)) {
    modules.push({line: lineAt(m.index), name: m[1], imports: []});
  }
  const SWIZZLE = /\bswizzle\s+(@docusaurus\/theme-[\w-]+)\s+([A-Z][\w/]*)/g;
  for (const {line, text} of [...prose, ...code]) {
    for (const m of text.matchAll(SWIZZLE)) modules.push({line, name: `@theme/${m[2]}`, imports: []});
  }
  for (const m of codeText.matchAll(/\b(?:npm (?:i|install|add)|yarn add|pnpm add|bun add)\b[^\n]*/g)) {
    for (const [, name] of m[0].matchAll(/(@docusaurus\/[\w.-]+?)(?:@[\w.^~-]+)?(?=\s|$)/g)) {
      modules.push({line: lineAt(m.index), name, imports: []});
    }
  }
  const defined = new Set(
    [...codeText.matchAll(/\b(?:function\s+|(?:const|let|var)\s+)(use[A-Z]\w*)/g)].map(([, name]) => name),
  );
  return {modules, hooks, defined};
}

/**
 * What a page names that the release lacks.
 * @param {string} page
 * @param {string} file
 * @param {PackageApis} apis
 * @param {string[]} published `@docusaurus/*` packages published with the release
 * @returns {ApiProblem[]}
 */
export function missingApis(page, file, apis, published) {
  const {modules, hooks, defined} = apiNamesOfPage(page);
  const components = new Set(apis.themeComponents);
  const packages = new Set([...apis.packages, ...published]);
  /** @type {ApiProblem[]} */
  const problems = [];
  const seen = new Set();
  const report = (/** @type {number} */ line, /** @type {string} */ name, /** @type {string} */ problem) => {
    const key = `${line}:${name}:${problem}`;
    if (!seen.has(key)) problems.push({file, line, name, problem});
    seen.add(key);
  };
  for (const {line, name, imports} of modules) {
    const alias = /^@theme(?:-original|-init)?\/(.+)$/.exec(name);
    if (alias && PLACEHOLDER.test(alias[1])) continue;
    const rule = /^@docusaurus\/([\w-]+)$/.exec(name);
    if (rule && apis.eslintRules.includes(rule[1])) continue;
    const exported = apis.modules[name] ?? (alias ? apis.modules[`@theme/${alias[1]}`] : undefined);
    const exists =
      exported !== undefined ||
      (alias ? components.has(alias[1]) : packages.has(name.split('/').slice(0, 2).join('/')) && !name.split('/')[2]);
    if (!exists) {
      report(line, name, 'no such module');
      continue;
    }
    for (const binding of imports) {
      if (exported && exported.length > 0 && !exported.includes(binding))
        report(line, `${name} ${binding}`, 'not exported');
    }
  }
  const allHooks = new Set(apis.hooks);
  for (const {line, name} of hooks) {
    if (!allHooks.has(name) && !defined.has(name) && !(name in HOOK_ALLOWLIST)) report(line, name, 'no such hook');
  }
  return problems;
}
