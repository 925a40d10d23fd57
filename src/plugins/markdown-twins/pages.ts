/**
 * Which pages get a twin, in which order, with which title, description and
 * cards: read from the content the official docs and blog plugins loaded
 * (handed to every plugin by `allContentLoaded`), never by walking folders.
 * Permalinks, custom slugs, number prefixes, versions, sidebar order and
 * generated category indexes are therefore exactly the site's.
 */
import type {LoadedContent as DocsContent, LoadedVersion, DocMetadata} from '@docusaurus/plugin-content-docs';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import type {TwinCard} from './convert';

/** One page to write a twin for. */
export interface PlannedTwin {
  permalink: string;
  title: string;
  /** The front matter description, printed under the title. */
  description?: string;
  byline?: string;
  /** The Markdown source (`@site/…` alias resolved by the plugin); absent for a generated index. */
  source?: string;
  frontMatter?: {[key: string]: unknown};
  /** The list a generated index shows, or `<DocCardList />` in a category's doc. */
  cards?: TwinCard[];
  /** The docs version name (`current`, `3.6.1`…) of a page of the main docs instance, for reference tables. */
  docsVersion?: string;
  /** Unlisted and draft pages get a twin but are listed in no index. */
  listed: boolean;
}

/** One docs version's pages in sidebar order, per sidebar, for llms.txt and llms-full.txt. */
export interface VersionIndex {
  versionName: string;
  label: string;
  /** The version's base path, e.g. `/docs/` or `/docs/3.6.1/`. */
  path: string;
  isLast: boolean;
  sidebars: {sidebarId: string; pages: PlannedTwin[]}[];
}

// The processed sidebar items of the docs plugin (its `sidebars/types`), as far as they are read here.
type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'link'; href: string; label: string; description?: string}
  | {type: 'html'}
  | {
      type: 'category';
      label: string;
      description?: string;
      items: SidebarItem[];
      link?:
        {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string; title?: string; description?: string};
    };

function docsById(version: LoadedVersion): Map<string, DocMetadata> {
  return new Map(version.docs.map((doc) => [doc.id, doc]));
}

/** The first page a category card leads to (theme-classic's `findFirstSidebarItemLink`). */
function firstLink(item: SidebarItem, docs: Map<string, DocMetadata>): string | undefined {
  if (item.type === 'doc' || item.type === 'ref') return docs.get(item.id)?.permalink;
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  if (item.link?.type === 'doc') return docs.get(item.link.id)?.permalink;
  if (item.link?.type === 'generated-index') return item.link.permalink;
  for (const child of item.items) {
    const link = firstLink(child, docs);
    if (link) return link;
  }
  return undefined;
}

function isListedItem(item: SidebarItem, docs: Map<string, DocMetadata>): boolean {
  if (item.type === 'html') return false;
  if (item.type === 'doc' || item.type === 'ref') return !docs.get(item.id)?.unlisted;
  return true;
}

/** The cards of a category, as the theme's DocCardList and generated index show them. */
export function categoryCards(items: SidebarItem[], docs: Map<string, DocMetadata>): TwinCard[] {
  const cards: TwinCard[] = [];
  for (const item of items.filter((candidate) => isListedItem(candidate, docs))) {
    if (item.type === 'category') {
      const permalink = firstLink(item, docs);
      if (!permalink) continue;
      const count = item.items.length;
      cards.push({
        title: item.label,
        permalink,
        description: item.description ?? `${count} item${count === 1 ? '' : 's'}`,
      });
    } else if (item.type === 'doc' || item.type === 'ref') {
      const doc = docs.get(item.id);
      if (doc)
        cards.push({
          title: item.label ?? doc.title,
          permalink: doc.permalink,
          description: doc.description || undefined,
        });
    } else if (item.type === 'link') {
      cards.push({title: item.label, permalink: item.href, description: item.description});
    }
  }
  return cards;
}

function frontMatterDescription(frontMatter: {[key: string]: unknown}): string | undefined {
  return typeof frontMatter.description === 'string' && frontMatter.description.trim()
    ? frontMatter.description
    : undefined;
}

function docTwin(doc: DocMetadata, docsVersion: string | undefined, cards: TwinCard[] | undefined): PlannedTwin {
  return {
    permalink: doc.permalink,
    title: doc.title,
    description: frontMatterDescription(doc.frontMatter),
    source: doc.source,
    frontMatter: doc.frontMatter,
    cards,
    docsVersion,
    listed: !doc.unlisted && !doc.draft,
  };
}

/**
 * Every twin of one docs version, in sidebar order (sidebars in their declared
 * order, a category's page before its items), then the docs no sidebar lists.
 * `withVersion` gives docs their version name for reference tables (the main
 * docs instance only).
 */
export function planDocsVersion(version: LoadedVersion, withVersion: boolean): VersionIndex & {all: PlannedTwin[]} {
  const docs = docsById(version);
  const sidebars = version.sidebars as unknown as Record<string, SidebarItem[]>;
  // The category a doc is the link of: its <DocCardList /> shows that category's items.
  const cardsOfDoc = new Map<string, TwinCard[]>();
  const visitCategories = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'doc') cardsOfDoc.set(item.link.id, categoryCards(item.items, docs));
      visitCategories(item.items);
    }
  };
  Object.values(sidebars).forEach(visitCategories);

  const docsVersion = withVersion ? version.versionName : undefined;
  const twins = new Map<string, PlannedTwin>();
  const twinOfDoc = (doc: DocMetadata) => {
    if (!twins.has(doc.permalink)) twins.set(doc.permalink, docTwin(doc, docsVersion, cardsOfDoc.get(doc.id)));
    return twins.get(doc.permalink)!;
  };
  const index: VersionIndex['sidebars'] = [];
  const seen = new Set<string>();
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    const pages: PlannedTwin[] = [];
    const add = (twin: PlannedTwin) => {
      if (seen.has(twin.permalink) || !twin.listed) return;
      seen.add(twin.permalink);
      pages.push(twin);
    };
    const walk = (list: SidebarItem[]) => {
      for (const item of list) {
        if (item.type === 'doc' || item.type === 'ref') {
          const doc = docs.get(item.id);
          if (doc) add(twinOfDoc(doc));
        } else if (item.type === 'category') {
          if (item.link?.type === 'doc') {
            const doc = docs.get(item.link.id);
            if (doc) add(twinOfDoc(doc));
          } else if (item.link?.type === 'generated-index') {
            const twin: PlannedTwin = {
              permalink: item.link.permalink,
              title: item.link.title ?? item.label,
              description: item.link.description,
              cards: categoryCards(item.items, docs),
              listed: true,
            };
            twins.set(twin.permalink, twin);
            add(twin);
          }
          walk(item.items);
        }
      }
    };
    walk(items);
    index.push({sidebarId, pages});
  }
  const outside = version.docs.filter((doc) => !seen.has(doc.permalink)).map(twinOfDoc);
  const listedOutside = outside.filter((twin) => twin.listed);
  if (listedOutside.length > 0) index.push({sidebarId: '', pages: listedOutside});
  return {
    versionName: version.versionName,
    label: version.label,
    path: version.path,
    isLast: version.isLast,
    sidebars: index,
    all: [...twins.values()],
  };
}

export function planDocs(content: DocsContent, withVersion: boolean): (VersionIndex & {all: PlannedTwin[]})[] {
  return content.loadedVersions.map((version) => planDocsVersion(version, withVersion));
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function postTwin(post: BlogPost): PlannedTwin {
  const {metadata} = post;
  const date = new Date(metadata.date).toISOString().slice(0, 10);
  const authors = metadata.authors.map((author) => author.name).filter((name): name is string => Boolean(name));
  return {
    permalink: metadata.permalink,
    title: metadata.title,
    description: frontMatterDescription(metadata.frontMatter),
    byline: authors.length > 0 ? `Published ${date} by ${joinNames(authors)}.` : `Published ${date}.`,
    source: metadata.source,
    frontMatter: metadata.frontMatter,
    listed: !metadata.unlisted,
  };
}

/** Every post of a blog instance, newest first as the blog lists them. */
export function planBlog(content: BlogContent): PlannedTwin[] {
  return content.blogPosts.map(postTwin);
}
