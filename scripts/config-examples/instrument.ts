/**
 * Instruments a config example before it is type-checked (typecheck.ts). The exported
 * value is wrapped in `satisfies <type>` so that a misspelled option fails as an excess
 * property even when the snippet carries no annotation of its own (JavaScript snippets
 * rely on JSDoc, which a `.ts` module would ignore). Options of the official presets,
 * plugins and themes inside `presets`/`plugins`/`themes` tuples, and `themeConfig`, are
 * wrapped with their package's types the same way.
 *
 * A plugin example (`src/plugins/<name>/index.ts`) is checked as a plugin module: its
 * default export must satisfy `PluginModule`, and a plugin object returned by a
 * constructor without a return type annotation is wrapped in `satisfies Plugin`, so a
 * misspelled lifecycle method fails just as it does under a `Plugin<Content>` annotation.
 */
import ts from 'typescript';
import type {ConfigExample} from './extract';

// Examples show the options they are about; required site fields (title, url, baseUrl) are left out of most of
// them. Excess-property checks still reject a misspelled or unknown option.
const SITE_CONFIG_TYPE = "Partial<import('@docusaurus/types').Config>";
const SIDEBARS_TYPE = "import('@docusaurus/plugin-content-docs').SidebarsConfig";
const PLUGIN_TYPE = "import('@docusaurus/types').Plugin<any>";
const PLUGIN_MODULE_TYPE = "import('@docusaurus/types').PluginModule<any>";
const THEME_CONFIG_TYPE = '__ExampleThemeConfig';

/**
 * Global helper types shared by every example. The preset's ThemeConfig has an
 * index signature (any theme may add keys), which would let a misspelled
 * top-level key through; the known keys of the official themes are kept instead.
 */
export const PRELUDE = `
type __KnownKeys<T> = {[K in keyof T as string extends K ? never : number extends K ? never : K]: T[K]};
type ${THEME_CONFIG_TYPE} = __KnownKeys<import('@docusaurus/preset-classic').ThemeConfig> &
  {mermaid?: Partial<import('@docusaurus/theme-mermaid').ThemeConfig['mermaid']>} &
  Partial<import('@docusaurus/theme-live-codeblock').ThemeConfig>;
`;

const PLUGINS_WITH_OPTIONS = [
  'client-redirects',
  'content-blog',
  'content-docs',
  'content-pages',
  'google-analytics',
  'google-gtag',
  'google-tag-manager',
  'ideal-image',
  'pwa',
  'sitemap',
];

type ListName = 'presets' | 'plugins' | 'themes';

/**
 * Official packages with a user-facing `Options` type, by list and by the names a
 * config may use for them. Short names depend on the list: `classic` is the preset
 * in `presets` and the theme in `themes`.
 */
const OPTIONS_TYPES: Record<ListName, ReadonlyMap<string, string>> = {
  presets: new Map([
    ['classic', '@docusaurus/preset-classic'],
    ['@docusaurus/preset-classic', '@docusaurus/preset-classic'],
  ]),
  themes: new Map([
    ['classic', '@docusaurus/theme-classic'],
    ['@docusaurus/theme-classic', '@docusaurus/theme-classic'],
  ]),
  plugins: new Map(
    PLUGINS_WITH_OPTIONS.flatMap((name) => [
      [name, `@docusaurus/plugin-${name}`],
      [`@docusaurus/plugin-${name}`, `@docusaurus/plugin-${name}`],
    ]),
  ),
};

/** Type of a `[name, options]` tuple's options, knowing (when possible) which list holds it. */
function optionsTypeOf(name: string, list: ListName | undefined): string | undefined {
  const lists: ListName[] = list ? [list] : ['presets', 'themes', 'plugins'];
  const packages = new Set(
    lists
      .map((l) => OPTIONS_TYPES[l].get(name))
      // Outside a known list, only full package names are unambiguous.
      .filter((pkg): pkg is string => pkg !== undefined && (list !== undefined || pkg === name)),
  );
  const [pkg] = packages;
  return packages.size === 1 ? `import('${pkg}').Options` : undefined;
}

/** `presets`, `plugins` or `themes` when the array holding a tuple is that property's value. */
function listOf(tuple: ts.ArrayLiteralExpression): ListName | undefined {
  const holder = tuple.parent;
  if (!ts.isArrayLiteralExpression(holder) || !ts.isPropertyAssignment(holder.parent)) return undefined;
  const name = holder.parent.name.getText();
  return name === 'presets' || name === 'plugins' || name === 'themes' ? name : undefined;
}

type Wrap = {node: ts.Node; type: string};

/** `module.exports = value` */
function moduleExportsValue(statement: ts.Statement): ts.Expression | undefined {
  if (!ts.isExpressionStatement(statement)) return undefined;
  const expr = statement.expression;
  if (
    ts.isBinaryExpression(expr) &&
    expr.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    expr.left.getText() === 'module.exports'
  ) {
    return expr.right;
  }
  return undefined;
}

/** The expressions a module exports as its value: object literals, variables, or a config function's returns. */
function exportedValues(file: ts.SourceFile): ts.Expression[] {
  const variables = new Map<string, ts.Expression>();
  const functions = new Map<string, ts.FunctionLikeDeclaration>();
  const exported: (ts.Expression | ts.FunctionLikeDeclaration)[] = [];
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        if (ts.isIdentifier(decl.name) && decl.initializer) variables.set(decl.name.text, decl.initializer);
      }
    } else if (ts.isFunctionDeclaration(statement)) {
      const isDefault = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (isDefault) exported.push(statement);
      else if (statement.name) functions.set(statement.name.text, statement);
    } else if (ts.isExportAssignment(statement)) {
      exported.push(statement.expression);
    } else {
      const value = moduleExportsValue(statement);
      if (value) exported.push(value);
    }
  }
  const results: ts.Expression[] = [];
  const resolve = (value: ts.Expression | ts.FunctionLikeDeclaration | undefined): void => {
    if (!value) return;
    if (ts.isParenthesizedExpression(value)) return resolve(value.expression);
    if (ts.isIdentifier(value)) return resolve(variables.get(value.text) ?? functions.get(value.text));
    if (ts.isFunctionDeclaration(value) || ts.isFunctionExpression(value) || ts.isArrowFunction(value)) {
      if (value.body && !ts.isBlock(value.body)) return resolve(value.body);
      value.body?.forEachChild(function visit(child) {
        if (ts.isReturnStatement(child)) resolve(child.expression);
        else if (!ts.isFunctionLike(child)) child.forEachChild(visit);
      });
      return;
    }
    if (ts.isObjectLiteralExpression(value)) results.push(value);
  };
  exported.forEach(resolve);
  return results;
}

type Insert = {pos: number; text: string};

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind): boolean =>
  (ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined)?.some((m) => m.kind === kind) ?? false;

/** The object literals a plugin constructor returns, unless its return type is annotated (the annotation checks them). */
function returnedPluginObjects(fn: ts.FunctionLikeDeclaration): ts.ObjectLiteralExpression[] {
  if (fn.type || !fn.body) return [];
  const found: ts.ObjectLiteralExpression[] = [];
  const add = (expr: ts.Expression | undefined): void => {
    let inner = expr;
    while (inner && ts.isParenthesizedExpression(inner)) inner = inner.expression;
    if (inner && ts.isObjectLiteralExpression(inner)) found.push(inner);
  };
  if (!ts.isBlock(fn.body)) add(fn.body);
  else
    fn.body.forEachChild(function visit(child) {
      if (ts.isReturnStatement(child)) add(child.expression);
      else if (!ts.isFunctionLike(child)) child.forEachChild(visit);
    });
  return found;
}

/**
 * Checks of a plugin example: its default export (or `module.exports`) satisfies `PluginModule`, and the
 * plugin objects an unannotated constructor returns satisfy `Plugin`. A named `export default function`
 * is checked by a statement placed right after it, on its closing line, so line numbers do not move.
 */
function pluginInserts(file: ts.SourceFile): Insert[] {
  const functions = new Map<string, ts.FunctionDeclaration>();
  file.statements.forEach((s) => {
    if (ts.isFunctionDeclaration(s) && s.name) functions.set(s.name.text, s);
  });
  const inserts: Insert[] = [];
  const wrap = (node: ts.Node, type: string): void => {
    inserts.push({pos: node.getStart(file), text: '('}, {pos: node.getEnd(), text: `) satisfies ${type}`});
  };
  const checkConstructor = (fn: ts.FunctionLikeDeclaration | undefined): void => {
    if (fn) returnedPluginObjects(fn).forEach((obj) => wrap(obj, PLUGIN_TYPE));
  };
  const checkExpression = (expr: ts.Expression): void => {
    wrap(expr, PLUGIN_MODULE_TYPE);
    let inner = expr;
    while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
    if (ts.isFunctionExpression(inner) || ts.isArrowFunction(inner)) checkConstructor(inner);
    else if (ts.isIdentifier(inner)) checkConstructor(functions.get(inner.text));
  };
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) {
      checkConstructor(statement);
      if (statement.name) {
        inserts.push({pos: statement.getEnd(), text: `;(${statement.name.text} satisfies ${PLUGIN_MODULE_TYPE});`});
      }
    } else if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      checkExpression(statement.expression);
    } else {
      const value = moduleExportsValue(statement);
      if (value) checkExpression(value);
    }
  }
  return inserts;
}

/** Where to insert `satisfies` wrappers so that option names are checked. */
function wrapsFor(file: ts.SourceFile, example: ConfigExample): Wrap[] {
  const wraps: Wrap[] = exportedValues(file).map((node) => ({
    node,
    type: example.kind === 'site-config' ? SITE_CONFIG_TYPE : SIDEBARS_TYPE,
  }));
  if (example.kind !== 'site-config') return wraps;
  file.forEachChild(function visit(node) {
    if (ts.isArrayLiteralExpression(node) && node.elements.length === 2) {
      const [name, options] = node.elements;
      if (name && options && ts.isStringLiteralLike(name) && ts.isObjectLiteralExpression(options)) {
        const type = optionsTypeOf(name.text, listOf(node));
        if (type) wraps.push({node: options, type});
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'themeConfig' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      wraps.push({node: node.initializer, type: THEME_CONFIG_TYPE});
    }
    node.forEachChild(visit);
  });
  return wraps;
}

/** The example's code with its type wrappers inserted; line numbers are unchanged. */
export function instrument(example: ConfigExample): string {
  const file = ts.createSourceFile('example.ts', example.code, ts.ScriptTarget.Latest, true);
  const inserts: Insert[] = [];
  if (example.kind === 'plugin') inserts.push(...pluginInserts(file));
  else {
    for (const {node, type} of wrapsFor(file, example)) {
      inserts.push({pos: node.getStart(file), text: '('});
      inserts.push({pos: node.getEnd(), text: `) satisfies ${type}`});
    }
  }
  // Apply from the end so earlier positions stay valid; at equal positions, closers of
  // inner nodes come first because they were pushed later.
  inserts.sort((a, b) => b.pos - a.pos);
  let code = example.code;
  for (const {pos, text} of inserts) code = code.slice(0, pos) + text + code.slice(pos);
  // `export {}` makes every example a module, so their top-level names never collide.
  return `${code}\nexport {};\n`;
}
