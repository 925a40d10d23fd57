/**
 * The public names of a release's `@docusaurus/*` packages, read from a node_modules folder:
 * - packages: the `@docusaurus/*` package names;
 * - modules: every importable module with its named exports (values and types; `default` when
 *   it has a default export): package entry points and subpaths from package.json
 *   `exports` (their `.d.ts`), and the modules the packages declare for the bundler's aliases
 *   (`declare module '@docusaurus/Link'`, `'@theme/DocItem'`...) in their `src/*.d.ts`;
 * - themeComponents: the components under each package's `lib/theme/` (what `@theme/X`,
 *   `@theme-original/X` and `@theme-init/X` resolve to), as `X` or `Folder/X`;
 * - hooks: every exported `useX` of those modules, and `useX` for a module `@docusaurus/useX`
 *   with a default export;
 * - eslintRules: the rules of `@docusaurus/eslint-plugin` (`lib/rules/*.js`), which configs name
 *   `@docusaurus/<rule>`;
 * - envVars: the environment variables the packages read (`process.env.X` in `lib/` and `bin/`).
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{packages: string[], modules: Record<string, string[]>, themeComponents: string[], hooks: string[], eslintRules: string[], envVars: string[]}} PackageApis
 */

/**
 * Named exports (values and types) of declaration text (a file, or the body of a `declare module`).
 * @param {string} text
 * @param {(specifier: string) => string | null} [follow] text of a relative `export *` target
 * @returns {Set<string>}
 */
export function valueExports(text, follow = () => null) {
  const names = new Set();
  const declaration =
    /^\s*export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|enum|type|interface)\s+([\w$]+)/gm;
  for (const [, name] of text.matchAll(declaration)) {
    names.add(name);
  }
  for (const [, list] of text.matchAll(/^\s*export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const item of list.split(',')) {
      const trimmed = item.trim().replace(/^type\s+/, '');
      if (!trimmed) continue;
      const name = trimmed
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  if (/^\s*export\s+(?:default\b|=)/m.test(text)) names.add('default');
  for (const [, specifier] of text.matchAll(/^\s*export\s+\*\s+from\s+['"]([^'"]+)['"]/gm)) {
    const target = follow(specifier);
    if (target !== null) for (const name of valueExports(target, follow)) if (name !== 'default') names.add(name);
  }
  return names;
}

/**
 * Exports of a `.d.ts` file, following relative `export *`.
 * @param {string} file
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
function fileExports(file, seen = new Set()) {
  if (seen.has(file) || !existsSync(file)) return new Set();
  seen.add(file);
  const follow = (/** @type {string} */ specifier) => {
    if (!specifier.startsWith('.')) return null;
    const base = path.resolve(path.dirname(file), specifier).replace(/\.js$/, '');
    const target = [`${base}.d.ts`, path.join(base, 'index.d.ts')].find((f) => existsSync(f) && !seen.has(f));
    if (!target) return null;
    seen.add(target);
    return readFileSync(target, 'utf8');
  };
  return valueExports(readFileSync(file, 'utf8'), follow);
}

/**
 * The declaration file of an `exports` entry.
 * @param {string} dir package folder
 * @param {unknown} entry
 * @returns {string | null}
 */
function typesOf(dir, entry) {
  /** @type {string | undefined} */
  let target;
  if (typeof entry === 'string') target = entry;
  else if (entry && typeof entry === 'object') {
    const e = /** @type {Record<string, unknown>} */ (entry);
    const pick = e.types ?? e.default ?? e.import ?? e.require ?? e.node;
    return pick === undefined ? null : typesOf(dir, pick);
  }
  if (!target) return null;
  const file = path.join(dir, target.replace(/\.(?:[cm]?js)$/, '.d.ts'));
  return file.endsWith('.d.ts') ? file : null;
}

/**
 * @param {string} dir package folder
 * @returns {string[]} files of `dir/lib/theme`, relative to it, with `/`
 */
function themeFiles(dir) {
  const root = path.join(dir, 'lib', 'theme');
  if (!existsSync(root)) return [];
  return readdirSync(root, {recursive: true, encoding: 'utf8'})
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => statSync(path.join(root, f)).isFile());
}

/**
 * @param {string[]} roots node_modules folders
 * @returns {PackageApis}
 */
export function packageApis(roots) {
  /** @type {Map<string, Set<string>>} */
  const modules = new Map();
  const add = (/** @type {string} */ name, /** @type {Iterable<string>} */ names) =>
    modules.set(name, new Set([...(modules.get(name) ?? []), ...names]));
  const components = new Set();
  const packages = new Set();
  const eslintRules = new Set();
  const envVars = new Set();
  for (const root of roots) {
    const scope = path.join(root, '@docusaurus');
    if (!existsSync(scope)) continue;
    for (const name of readdirSync(scope)) {
      const dir = path.join(scope, name);
      const manifestFile = path.join(dir, 'package.json');
      if (!existsSync(manifestFile)) continue;
      const pkg = `@docusaurus/${name}`;
      packages.add(pkg);
      /** @type {{exports?: unknown, types?: string, typings?: string, main?: string}} */
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      const exportsMap =
        manifest.exports &&
        typeof manifest.exports === 'object' &&
        Object.keys(manifest.exports).some((k) => k.startsWith('.'))
          ? /** @type {Record<string, unknown>} */ (manifest.exports)
          : {'.': manifest.exports ?? manifest.types ?? manifest.typings ?? manifest.main ?? 'lib/index.js'};
      for (const [key, entry] of Object.entries(exportsMap)) {
        if (key.includes('*') || key === './package.json') continue;
        const specifier = key === '.' ? pkg : `${pkg}/${key.replace(/^\.\//, '')}`;
        const types = typesOf(dir, entry);
        add(specifier, types ? fileExports(types) : []);
      }
      for (const file of existsSync(path.join(dir, 'src')) ? readdirSync(path.join(dir, 'src')) : []) {
        if (!file.endsWith('.d.ts')) continue;
        const text = readFileSync(path.join(dir, 'src', file), 'utf8');
        for (const [, module, body] of text.matchAll(/^declare module '([^'*]+)' \{\n([\s\S]*?)^\}/gm)) {
          if (/^(?:@docusaurus\/|@theme\/|@theme-original\/|@theme-init\/)/.test(module))
            add(module, valueExports(body));
        }
      }
      const rules = path.join(dir, 'lib', 'rules');
      if (name === 'eslint-plugin' && existsSync(rules)) {
        for (const file of readdirSync(rules))
          if (/^[\w-]+\.js$/.test(file) && file !== 'index.js') eslintRules.add(file.slice(0, -3));
      }
      for (const sub of ['lib', 'bin']) {
        const folder = path.join(dir, sub);
        if (!existsSync(folder)) continue;
        for (const file of readdirSync(folder, {recursive: true, encoding: 'utf8'})) {
          if (!/\.[cm]?js$/.test(file)) continue;
          const text = readFileSync(path.join(folder, file), 'utf8');
          for (const [, a, b] of text.matchAll(
            /process\.env\s*(?:\.\s*([A-Z][A-Z0-9_]+)|\[\s*['"]([A-Z][A-Z0-9_]+)['"]\s*\])/g,
          )) {
            envVars.add(a ?? b);
          }
        }
      }
      for (const file of themeFiles(dir)) {
        const m = /^(.*?)(?:\/index)?\.(?:js|jsx|tsx?)$/.exec(file);
        if (m && !file.endsWith('.d.ts') && m[1]) components.add(m[1]);
      }
    }
  }
  const sortedModules = Object.fromEntries(
    [...modules].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, [...v].sort()]),
  );
  const hooks = new Set(Object.values(sortedModules).flatMap((names) => names.filter((n) => /^use[A-Z]/.test(n))));
  for (const [module, names] of Object.entries(sortedModules)) {
    const last = module.split('/').pop() ?? '';
    if (/^use[A-Z]/.test(last) && names.includes('default')) hooks.add(last);
  }
  return {
    packages: [...packages].sort(),
    modules: sortedModules,
    themeComponents: [...components].sort(),
    hooks: [...hooks].sort(),
    eslintRules: [...eslintRules].sort(),
    envVars: [...envVars].sort(),
  };
}
