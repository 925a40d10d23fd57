/**
 * The JSX elements of the site's MDX pages, each rewritten into the plain Markdown a reader
 * sees rendered: tabs, reference tables, card lists, code blocks, diagrams, admonitions, the
 * team list, links, images and a few HTML elements. Separate from the tree walker because
 * it is the one part that knows the site's components; a new component is handled here.
 */
import {toString} from 'mdast-util-to-string';
import type {ReferenceOption} from '../../data/reference/types';
import {convertImage, expressionValue, linkContext, stringAttribute, type State} from './context';
import {unknownValue} from './evaluate';
import {rewriteLink} from './links';
import {hasAttribute, inlineCode, isJsx, paragraph, strong, text, toFlow, toPhrasing, type MdNode} from './mdast';
import {cardList} from './print';

/** `<Tabs>`: each `<TabItem>` as its label in bold, then its content. */
function convertTabs(node: MdNode, state: State, inline: boolean): MdNode[] {
  const items: MdNode[] = [];
  const collect = (children: MdNode[]) => {
    for (const child of children) {
      if (isJsx(child) && child.name === 'TabItem') items.push(child);
      else if (child.type === 'paragraph' || (isJsx(child) && child.name !== 'Tabs')) collect(child.children ?? []);
    }
  };
  collect(node.children ?? []);
  const result = items.flatMap((item) => convertTabItem(item, state));
  return inline ? toPhrasing(result) : result;
}

function convertTabItem(item: MdNode, state: State): MdNode[] {
  const label = stringAttribute(item, 'label', state) ?? stringAttribute(item, 'value', state) ?? '';
  return [paragraph([strong([text(label)])]), ...toFlow(state.convertChildren(item.children ?? [], state))];
}

function formatDefault(option: ReferenceOption): MdNode {
  if (option.required) return {type: 'emphasis', children: [text('required')]};
  if (option.default === null) return text('none');
  return inlineCode(option.default);
}

/** `<ReferenceTable source>`: the table ReferenceTable renders, with the same header, rows and caption. */
function convertReferenceTable(node: MdNode, state: State): MdNode[] {
  const source = stringAttribute(node, 'source', state);
  if (!source || !state.page.referenceSource) {
    throw new Error(`${state.file.filePath}: <ReferenceTable> needs a literal source and the page's reference data`);
  }
  const {data, release} = state.page.referenceSource(source);
  const byName = new Map(data.options.map((option) => [option.name, option]));
  const options: MdNode[] = [];
  const collect = (children: MdNode[]) => {
    for (const child of children) {
      if (isJsx(child) && child.name === 'ReferenceOption') options.push(child);
      else collect(child.children ?? []);
    }
  };
  collect(node.children ?? []);
  const cell = (children: MdNode[]): MdNode => ({type: 'tableCell', children});
  const header = ['Option', 'Type', 'Default', 'Description'].map((label) => cell([text(label)]));
  const rows = options.map((option) => {
    const name = stringAttribute(option, 'name', state) ?? '';
    const row = byName.get(name);
    if (!row) throw new Error(`${state.file.filePath}: "${name}" is not an option of ${source}`);
    return {
      type: 'tableRow',
      children: [
        cell([inlineCode(row.name)]),
        cell([inlineCode(row.type)]),
        cell([formatDefault(row)]),
        cell(toPhrasing(state.convertChildren(option.children ?? [], state))),
      ],
    };
  });
  return [
    {type: 'table', align: [null, null, null, null], children: [{type: 'tableRow', children: header}, ...rows]},
    paragraph([
      text('Names, types and defaults read from the validation schema of '),
      inlineCode(`${data.package}@${release}`),
      text('.'),
    ]),
  ];
}

/** `<CodeBlock language title showLineNumbers>{…}</CodeBlock>` as a fenced block with the same meta. */
function convertCodeBlock(node: MdNode, state: State): MdNode[] {
  const parts: string[] = [];
  for (const child of node.children ?? []) {
    const value = expressionValue(child, state);
    if (value !== unknownValue) parts.push(String(value));
    else parts.push(toString(child));
  }
  const title = stringAttribute(node, 'title', state);
  const meta = [
    title ? `title=${JSON.stringify(title)}` : '',
    hasAttribute(node, 'showLineNumbers') ? 'showLineNumbers' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    {
      type: 'code',
      lang: stringAttribute(node, 'language', state) ?? null,
      meta: meta || null,
      value: parts.join('').trim(),
    },
  ];
}

/** Phrasing content as it stands in a paragraph's text, or as a paragraph of its own when the element was a block. */
function wrapInline(content: MdNode[], inline: boolean): MdNode[] {
  return inline ? content : [paragraph(content)];
}

/** A JSX element other than an imported partial (convert.ts inlines those). */
export function convertJsx(node: MdNode, state: State): MdNode[] {
  const inline = node.type === 'mdxJsxTextElement';
  const name = node.name ?? '';
  const children = () => state.convertChildren(node.children ?? [], state);
  switch (name) {
    case 'Tabs':
      return convertTabs(node, state, inline);
    case 'TabItem':
      return inline ? toPhrasing(convertTabItem(node, state)) : convertTabItem(node, state);
    case 'ReferenceTable':
      return convertReferenceTable(node, state);
    case 'DocCardList':
      return state.page.cards ? [cardList(state.page.cards, state.page)] : [];
    case 'CodeBlock':
      return convertCodeBlock(node, state);
    case 'Mermaid': {
      const value = stringAttribute(node, 'value', state);
      return value === undefined ? [] : [{type: 'code', lang: 'mermaid', meta: null, value: value.trim()}];
    }
    case 'Admonition': {
      const title = stringAttribute(node, 'title', state);
      return [
        {
          type: 'containerDirective',
          name: stringAttribute(node, 'type', state) ?? 'note',
          children: [
            ...(title ? [{type: 'paragraph', data: {directiveLabel: true}, children: [text(title)]}] : []),
            ...toFlow(children()),
          ],
        },
      ];
    }
    // The team page's people (src/components/TeamMember): a list of name, GitHub handle and note.
    case 'TeamList':
      return [{type: 'list', ordered: false, spread: false, children: children().filter((c) => c.type === 'listItem')}];
    case 'TeamMember': {
      const github = stringAttribute(node, 'github', state) ?? '';
      const head = [
        strong([text(stringAttribute(node, 'name', state) ?? github)]),
        text(' ('),
        {type: 'link', url: `https://github.com/${github}`, children: [text(`@${github}`)]},
        text(')'),
      ];
      const note = toPhrasing(children());
      return [
        {
          type: 'listItem',
          spread: false,
          children: [paragraph(note.length > 0 ? [...head, text(': '), ...note] : head)],
        },
      ];
    }
    // The site's title in bold, as the component that markdown-features/react.mdx defines renders it from
    // the site config; an unknown component without children would vanish and leave "This site is called ,".
    case 'SiteTitle':
      return state.page.siteTitle === undefined ? [] : wrapInline([strong([text(state.page.siteTitle)])], inline);
    case 'Link':
    case 'a': {
      const href = stringAttribute(node, 'to', state) ?? stringAttribute(node, 'href', state);
      if (href === undefined) return children();
      const link: MdNode = {type: 'link', url: rewriteLink(href, linkContext(state)), children: toPhrasing(children())};
      return inline ? [link] : [paragraph([link])];
    }
    case 'img': {
      const src = stringAttribute(node, 'src', state);
      const alt = stringAttribute(node, 'alt', state) ?? '';
      return src === undefined ? [] : convertImage({type: 'image', url: src, alt}, state, inline);
    }
    case 'kbd':
    case 'code':
      return [inlineCode(toString(node))];
    case 'br':
      return [{type: 'break'}];
    case 'details':
      return children();
    case 'summary':
      return inline ? [strong(toPhrasing(children()))] : [paragraph([strong(toPhrasing(children()))])];
    // Page metadata, the table of contents and interactive widgets are not content.
    case 'head':
    case 'Head':
    case 'TOCInline':
      return [];
    default:
      // Anything else keeps its text (a <Highlight> keeps its words); a component without children vanishes.
      return children();
  }
}
