// The bench's like-for-like baseline (issue 33, item 1): the stock classic
// template grown to this site's size, so that a ratio above 1 against it is
// what our own code costs, not what our size costs. Its content is this site's
// own pages as their Markdown twins (the `.md` file beside each page in the
// build: the same prose, code blocks, headings and reference tables, without
// our components), placed where the stock plugins publish them at the same
// URLs: docs in three versions, blog posts, and the other pages as Markdown
// pages. A generated showcase page stands for ours, and plain pages copied from
// the changelog's twins pad the route count to ours. Built with the same
// Docusaurus and the template's own config (patched only where the content
// needs it), it is served and measured like the other two sites.
import {cp, mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import createJiti from 'jiti';

/** How far the grown site's route count may sit from ours (issue 33: ±5 %). */
export const routeTolerance = 0.05;

/** The stock blog plugin's default page size, which sets how many list pages the posts add. */
const postsPerPage = 10;

/**
 * Where a twin of ours goes in the grown site, from its path under our build
 * (`docs/installation.md`, `docs/3.6.1/cli.md`, `blog/releases/3.6.md`, ...).
 * A twin whose route is also a folder of twins (`docs/advanced.md` beside
 * `docs/advanced/`) becomes that folder's `index.md`, as a category index does.
 * Returns null for twins the stock site already has a page for (the home page).
 * @param {string} twin path relative to the build, with `/` separators
 * @param {{versions: string[], folders: Set<string>}} site our docs versions, and every folder that holds twins
 * @returns {{plugin: 'docs' | 'blog' | 'pages', file: string} | null}
 */
export function twinDestination(twin, {versions, folders}) {
  const withoutExtension = twin.replace(/\.md$/, '');
  const asIndex = folders.has(withoutExtension) ? `${withoutExtension}/index` : withoutExtension;
  if (asIndex === 'index') {
    return null;
  }
  for (const version of versions) {
    const prefix = `docs/${version}/`;
    if (asIndex.startsWith(prefix)) {
      return {plugin: 'docs', file: `versioned_docs/version-${version}/${asIndex.slice(prefix.length)}.md`};
    }
  }
  if (asIndex.startsWith('docs/')) {
    return {plugin: 'docs', file: `${asIndex}.md`};
  }
  if (asIndex.startsWith('blog/')) {
    return {plugin: 'blog', file: `blog/${asIndex.slice('blog/'.length).replaceAll('/', '-')}.md`};
  }
  return {plugin: 'pages', file: `src/pages/${asIndex}.md`};
}

/**
 * A blog twin as a post of the stock blog at our URL: the title from its first
 * heading, the slug from its route, the date from the route or else from ours.
 * @param {string} twin path relative to the build, e.g. `blog/2021/03/09/translate.md`
 * @param {string} markdown the twin's text
 * @param {string | undefined} fallbackDate YYYY-MM-DD, for routes without a date (release posts)
 */
export function asBlogPost(twin, markdown, fallbackDate) {
  const route = twin.replace(/^blog/, '').replace(/\.md$/, '');
  const dated = /^\/(\d{4})\/(\d{2})\/(\d{2})\//.exec(route);
  const date = dated ? `${dated[1]}-${dated[2]}-${dated[3]}` : fallbackDate;
  if (!date) {
    throw new Error(`No date for the blog twin ${twin}`);
  }
  const [, title = route, body = markdown] = /^# (.+)\n([\s\S]*)$/.exec(markdown) ?? [];
  return ['---', `title: ${JSON.stringify(title)}`, `slug: ${route}`, `date: ${date}`, '---', '', body.trim(), ''].join(
    '\n',
  );
}

/**
 * Routes the content adds to the stock site: one per doc, post and page, plus
 * the blog's extra list pages (the template's own posts already fill some).
 * @param {{docs: number, posts: number, pages: number, stockPosts: number}} added
 */
export function addedRoutes({docs, posts, pages, stockPosts}) {
  const listPages = (count) => Math.ceil(count / postsPerPage);
  return docs + posts + pages + listPages(stockPosts + posts) - listPages(stockPosts);
}

/**
 * The template's config with what the borrowed content needs: CommonMark for
 * `.md` files (twins are Markdown, not MDX), broken links reported rather than
 * fatal (twins link to pages of ours the stock site lacks), and the current docs
 * version served at /docs/ as ours is. Throws if the template changed shape.
 * @param {string} config the text of the template's docusaurus.config.js
 */
export function patchTemplateConfig(config) {
  const edits = [
    ["onBrokenLinks: 'throw',", "onBrokenLinks: 'warn',\n  markdown: {format: 'detect'},"],
    ["sidebarPath: './sidebars.js',", "sidebarPath: './sidebars.js',\n          lastVersion: 'current',"],
  ];
  return edits.reduce((text, [from, to]) => {
    if (!text.includes(from)) {
      throw new Error(`The classic template's config no longer holds ${from}: update grownBaseline.mjs`);
    }
    return text.replace(from, to);
  }, config);
}

/**
 * The showcase counterpart: one React page listing the same sites as ours, with
 * a tag filter, written the plain way a template user would.
 * @param {Array<{name: string, description: string, url: string, tags: string[]}>} sites
 */
export function showcasePage(sites) {
  return `import React, {useState} from 'react';
import Layout from '@theme/Layout';

const sites = ${JSON.stringify(sites)};
const tags = [...new Set(sites.flatMap((site) => site.tags))];

export default function Showcase() {
  const [selected, setSelected] = useState([]);
  const shown = sites.filter((site) => selected.every((tag) => site.tags.includes(tag)));
  return (
    <Layout title="Showcase" description="Sites built with Docusaurus">
      <main className="container margin-vert--lg">
        <h1>Showcase</h1>
        <p>{shown.length} sites</p>
        <ul className="pills">
          {tags.map((tag) => (
            <li key={tag} className="pills__item">
              <label>
                <input
                  type="checkbox"
                  checked={selected.includes(tag)}
                  onChange={() => setSelected((s) => (s.includes(tag) ? s.filter((t) => t !== tag) : [...s, tag]))}
                />{' '}
                {tag}
              </label>
            </li>
          ))}
        </ul>
        <div className="row">
          {shown.map((site) => (
            <div key={site.name} className="col col--4 margin-bottom--lg">
              <div className="card shadow--md">
                <div className="card__header"><h3>{site.name}</h3></div>
                <div className="card__body"><p>{site.description}</p></div>
                <div className="card__footer">
                  <a className="button button--secondary button--sm" href={site.url}>Website</a>
                  <ul>{site.tags.map((tag) => <li key={tag}>{tag}</li>)}</ul>
                </div>
              </div>
            </div>
          ))}
        </div>
      </main>
    </Layout>
  );
}
`;
}

/** Every `.md` twin under a build folder, as paths relative to it with `/` separators. */
async function listTwins(buildDir) {
  const entries = await readdir(buildDir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** YYYY-MM-DD dates of our blog posts by route (release posts carry theirs in front matter only). */
async function ourPostDates(root) {
  const dates = new Map();
  for (const entry of await readdir(path.join(root, 'blog', 'releases'), {withFileTypes: true})) {
    if (!entry.isDirectory()) {
      continue;
    }
    const source = await readFile(path.join(root, 'blog', 'releases', entry.name, 'index.md'), 'utf8').catch(() =>
      readFile(path.join(root, 'blog', 'releases', entry.name, 'index.mdx'), 'utf8'),
    );
    const date = /^date: ['"]?(\d{4}-\d{2}-\d{2})/m.exec(source)?.[1];
    if (date) {
      dates.set(`blog/releases/${entry.name}.md`, date);
    }
  }
  return dates;
}

/**
 * Writes the grown site into grownDir from the stock site in stockDir and the
 * twins of our build in oursBuildDir, padded to about targetRoutes routes.
 * @param {{root: string, stockDir: string, grownDir: string, oursBuildDir: string, stockRoutes: number, targetRoutes: number}} options
 * @returns {Promise<{docs: number, posts: number, pages: number, padding: number, expectedRoutes: number}>}
 */
export async function growBaselineSite({root, stockDir, grownDir, oursBuildDir, stockRoutes, targetRoutes}) {
  await rm(grownDir, {recursive: true, force: true});
  await cp(stockDir, grownDir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|build|\.docusaurus)$/.test(source),
  });
  const versions = JSON.parse(await readFile(path.join(root, 'versions.json'), 'utf8'));
  const twins = await listTwins(oursBuildDir);
  const folders = new Set(
    twins.flatMap((twin) =>
      twin
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const postDates = await ourPostDates(root);
  const counts = {docs: 0, posts: 0, pages: 0};
  const write = async (file, text) => {
    await mkdir(path.dirname(path.join(grownDir, file)), {recursive: true});
    await writeFile(path.join(grownDir, file), text);
  };
  for (const twin of twins) {
    const destination = twinDestination(twin, {versions, folders});
    if (!destination) {
      continue;
    }
    const markdown = await readFile(path.join(oursBuildDir, twin), 'utf8');
    const text = destination.plugin === 'blog' ? asBlogPost(twin, markdown, postDates.get(twin)) : markdown;
    await write(destination.file, text);
    counts[destination.plugin === 'docs' ? 'docs' : destination.plugin === 'blog' ? 'posts' : 'pages'] += 1;
  }
  await write('versions.json', `${JSON.stringify(versions)}\n`);
  for (const version of versions) {
    const sidebar = {tutorialSidebar: [{type: 'autogenerated', dirName: '.'}]};
    await write(`versioned_sidebars/version-${version}-sidebars.json`, `${JSON.stringify(sidebar)}\n`);
  }
  const config = await readFile(path.join(grownDir, 'docusaurus.config.js'), 'utf8');
  await write('docusaurus.config.js', patchTemplateConfig(config));
  // jiti (jiti 1.x, as the framework uses) compiles our typed data module, so the showcase has one source.
  const {showcaseSites} = createJiti(import.meta.url)(path.join(root, 'src', 'data', 'showcase.ts'));
  await write(
    'src/pages/showcase.js',
    showcasePage(showcaseSites.map(({name, description, url, tags}) => ({name, description, url, tags}))),
  );
  counts.pages += 1;

  const stockPosts = (await readdir(path.join(stockDir, 'blog'))).filter((name) =>
    /^\d{4}-\d{2}-\d{2}/.test(name),
  ).length;
  let expectedRoutes = stockRoutes + addedRoutes({...counts, stockPosts});
  // Pad with plain pages made from our changelog's twins, the largest group of pages we have.
  const fillers = twins.filter((twin) => twin.startsWith('changelog/'));
  let padding = 0;
  while (expectedRoutes < targetRoutes * (1 - routeTolerance / 2) && fillers.length > 0) {
    const filler = fillers[padding % fillers.length];
    await write(`src/pages/more/page-${padding + 1}.md`, await readFile(path.join(oursBuildDir, filler), 'utf8'));
    padding += 1;
    expectedRoutes += 1;
  }
  return {...counts, padding, expectedRoutes};
}
