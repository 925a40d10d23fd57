/**
 * Remark plugin: a page with a `mermaid` code block imports the Mermaid
 * component itself, so pages without one do not carry it.
 *
 * mdx-loader (with `markdown.mermaid`) turns each such block into a
 * `mermaidCodeBlock` node that renders as the `mermaid` element of the MDX
 * components map, and the classic theme's map imports `@theme/Mermaid` for it:
 * every MDX page's first load had the component. This plugin, listed after
 * mdx-loader's own (the `remarkPlugins` of each content plugin run after it),
 * turns each block into `<OnDemandMermaid value="…" />` and adds one
 * `import OnDemandMermaid from '@theme/Mermaid'` to the page; ./index.ts takes
 * the component out of the map.
 */

/** The name the page imports the component under; unusual, so it never meets an author's own import. */
export const componentName = 'OnDemandMermaid';
export const componentSource = '@theme/Mermaid';

interface Node {
  type: string;
  children?: Node[];
  data?: {hProperties?: {value?: unknown}};
}

/** The ES module node of `import OnDemandMermaid from '@theme/Mermaid'`, with the syntax tree MDX compiles from. */
function importNode(): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ${componentName} from '${componentSource}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: componentName}}],
            source: {type: 'Literal', value: componentSource, raw: `'${componentSource}'`},
          },
        ],
      },
    },
  } as Node;
}

/** Replaces the diagram blocks below `node` with the component; returns how many it replaced. */
function replaceDiagrams(node: Node): number {
  let replaced = 0;
  node.children?.forEach((child, index) => {
    if (child.type === 'mermaidCodeBlock') {
      const value = child.data?.hProperties?.value;
      node.children![index] = {
        type: 'mdxJsxFlowElement',
        name: componentName,
        attributes: [{type: 'mdxJsxAttribute', name: 'value', value: typeof value === 'string' ? value : ''}],
        children: [],
      } as Node;
      replaced += 1;
    } else {
      replaced += replaceDiagrams(child);
    }
  });
  return replaced;
}

export default function remarkMermaidOnDemand() {
  return (root: Node): void => {
    if (replaceDiagrams(root) > 0) {
      root.children = [importNode(), ...(root.children ?? [])];
    }
  };
}
