/**
 * A tiny, side-effect-free evaluator for the constant JavaScript a page writes
 * in MDX: `{2 * 60}`, `{releaseYear}` (an `export const` of the page),
 * `{JSON.stringify({version: '3.7.0'}, null, 2)}` as a `<CodeBlock>` child, a
 * template literal in `<Mermaid value={`…`} />`. The page shows the value, so
 * its twin should too. Anything else (hooks, calls, JSX) is not evaluated:
 * nothing from a page is ever run here.
 */
import type {Expression, Node as EstreeNode, Program, SpreadElement} from 'estree';

/** The value could not be computed from constants alone. */
export const unknownValue = Symbol('unknown');
type Value = unknown;

function evaluateNode(node: EstreeNode | null | undefined, scope: ReadonlyMap<string, Value>): Value {
  if (!node) return unknownValue;
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? unknownValue : node.value;
    case 'TemplateLiteral': {
      let text = node.quasis[0]?.value.cooked ?? '';
      for (let index = 0; index < node.expressions.length; index++) {
        const value = evaluateNode(node.expressions[index], scope);
        if (value === unknownValue) return unknownValue;
        text += String(value) + (node.quasis[index + 1]?.value.cooked ?? '');
      }
      return text;
    }
    case 'Identifier':
      return scope.has(node.name) ? scope.get(node.name) : unknownValue;
    case 'UnaryExpression': {
      const value = evaluateNode(node.argument, scope);
      if (value === unknownValue) return unknownValue;
      if (node.operator === '-') return -(value as number);
      if (node.operator === '+') return +(value as number);
      if (node.operator === '!') return !value;
      return unknownValue;
    }
    case 'BinaryExpression': {
      if (node.left.type === 'PrivateIdentifier') return unknownValue;
      const left = evaluateNode(node.left, scope);
      const right = evaluateNode(node.right, scope);
      if (left === unknownValue || right === unknownValue) return unknownValue;
      const [a, b] = [left as number, right as number];
      switch (node.operator) {
        case '+':
          return (left as string) + (right as string);
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
          return a / b;
        case '%':
          return a % b;
        default:
          return unknownValue;
      }
    }
    case 'ArrayExpression': {
      const items = node.elements.map((element) =>
        element && element.type !== 'SpreadElement' ? evaluateNode(element, scope) : unknownValue,
      );
      return items.includes(unknownValue) ? unknownValue : items;
    }
    case 'ObjectExpression': {
      const object: Record<string, Value> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return unknownValue;
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : undefined;
        const value = evaluateNode(property.value, scope);
        if (key === undefined || value === unknownValue) return unknownValue;
        object[key] = value;
      }
      return object;
    }
    case 'CallExpression': {
      // JSON.stringify is pure and the one call pages use to show data in a code block.
      const {callee} = node;
      const isStringify =
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'JSON' &&
        callee.property.type === 'Identifier' &&
        callee.property.name === 'stringify';
      if (!isStringify) return unknownValue;
      const args = node.arguments.map((argument: Expression | SpreadElement) =>
        argument.type === 'SpreadElement' ? unknownValue : evaluateNode(argument, scope),
      );
      if (args.includes(unknownValue)) return unknownValue;
      const [value, replacer, space] = args;
      if (replacer !== null && replacer !== undefined) return unknownValue;
      return JSON.stringify(value, null, space as number | string | undefined);
    }
    default:
      return unknownValue;
  }
}

/** The value of the single expression of an MDX expression's program, or `unknownValue`. */
export function evaluateProgram(program: Program | null | undefined, scope: ReadonlyMap<string, Value>): Value {
  const statement = program?.body[0];
  if (!statement || program!.body.length !== 1 || statement.type !== 'ExpressionStatement') return unknownValue;
  return evaluateNode(statement.expression, scope);
}

/** `export const name = <constant>;` declarations of an MDX ESM block, evaluated in order. */
export function collectConstants(program: Program | null | undefined, scope: Map<string, Value>): void {
  for (const statement of program?.body ?? []) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type !== 'Identifier') continue;
      const value = evaluateNode(declarator.init, scope);
      if (value !== unknownValue) scope.set(declarator.id.name, value);
    }
  }
}

/** Default and named imports of an ESM block: local name → module specifier. */
export function collectImports(program: Program | null | undefined, imports: Map<string, string>): void {
  for (const statement of program?.body ?? []) {
    if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
    for (const specifier of statement.specifiers) imports.set(specifier.local.name, statement.source.value);
  }
}
