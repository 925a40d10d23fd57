// Rebuilds the search index (build/pagefind/, with its vocabulary and version bundles) of an
// existing build, as the local search plugin's postBuild does, without building the site again:
// for work on the index alone. Run: npx vite-node scripts/search/reindex.ts [build directory]
// The service worker's precache list is not rewritten: use a real build for offline tests.
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {indexBuiltSite} from '../../src/plugins/search/indexer';
import {pageSelectionFor} from '../../src/plugins/search/options';
import {localSearchOptions} from '../../config/plugins';

async function htmlRoutes(root: string, dir = root): Promise<string[]> {
  const routes: string[] = [];
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(dir === root && entry.name === 'pagefind')) routes.push(...(await htmlRoutes(root, full)));
    } else if (entry.name.endsWith('.html')) {
      const relative = `/${path.relative(root, full).split(path.sep).join('/')}`;
      // A route's page is <route>/index.html; other .html files are routes of their own.
      routes.push(relative.endsWith('/index.html') ? relative.slice(0, -'index.html'.length) : relative);
    }
  }
  return routes;
}

const outDir = path.resolve(process.argv[2] ?? 'build');
const bundles = (await readdir(path.join(outDir, 'pagefind'), {withFileTypes: true}))
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('docs-'))
  .map((entry) => decodeURIComponent(entry.name));
const selection = pageSelectionFor(
  {id: 'default', excludedRoutePrefixes: [], excludedRoutes: [], sections: [], ...localSearchOptions},
  '/',
);
const summary = await indexBuiltSite(outDir, await htmlRoutes(outDir), selection, bundles);
const bytes = summary.files.reduce((total, file) => total + file.bytes, 0);
console.log(
  `Indexed ${summary.pageCount} pages (${summary.bundles.map((b) => `${b.tag ?? 'all'}: ${b.pageCount}`).join(', ')}): ${summary.files.length} files, ${(bytes / 1024).toFixed(1)} KB`,
);
