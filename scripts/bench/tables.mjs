// The tables the bench prints: `npm run bench` prints all three, and
// `npm run bench:search` and `npm run bench:load` their own section.

/** @import {SearchReport} from './search.mjs' */
/** @typedef {Awaited<ReturnType<typeof import('./load.mjs').loadBenchForDirectory>>} LoadReport */

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** @param {number | null} bytes */
const mb = (bytes) => (bytes === null ? 'n/a' : `${Math.round(bytes / 1024 / 1024)} MB`);
/** @type {(value: number | null, limit: number) => string} */
const verdict = (value, limit) => (value === null ? 'n/a' : value <= limit ? 'met' : '**missed**');

/** Issue 33's gates, against the stock template on home, doc and post (first-load JS on the doc page only). */
const stockGates = {tbt: 1.5, jsGzipDoc: 1.25};
/** Issue 33's goals, against the same-size baseline on every measured page. */
const grownGoals = {ratio: 1, cls: 0.01};

/**
 * One ratio row: the values per page and a verdict against a limit (null: reported only).
 * @param {Record<string, Record<string, number | null>>} pages
 * @param {string[]} names
 * @param {string} label
 * @param {string} key
 * @param {number | null} limit
 * @param {string[]} [gated] pages the limit applies to (default: all)
 */
function ratioRow(pages, names, label, key, limit, gated = names) {
  const values = names.map((name) => pages[name]?.[key] ?? null);
  const judged = names.filter((name) => gated.includes(name)).map((name) => pages[name]?.[key] ?? null);
  const target =
    limit === null
      ? 'reported'
      : `<= ${limit}${gated.length < names.length ? ` (${gated.join(', ')})` : ''}: ${judged.every((v) => verdict(v, limit) === 'met') ? 'met' : '**missed**'}`;
  console.log(`| ${label} | ${values.map((v) => v ?? 'n/a').join(' | ')} | ${target} |`);
}

/**
 * The build, page weight, Lighthouse and ratio tables of `npm run bench`.
 * @param {any} report what run.mjs writes to bench/report.json
 * @param {string[]} pageNames
 */
export function printBenchTable(report, pageNames) {
  const {ours, webpack, baseline, grown, comparison, grownComparison} = report;
  console.log('\n| build | cold build | peak memory | HTML pages | ms per page |\n| --- | --- | --- | --- | --- |');
  for (const [label, build] of [
    ['this site, Rspack (Faster)', ours.build],
    ...(webpack ? [['this site, webpack', webpack]] : []),
    ...(baseline ? [[`stock classic ${baseline.templateVersion}, webpack`, baseline.build]] : []),
    ...(grown ? [['same-size classic (grown stock), webpack', grown.build]] : []),
  ]) {
    console.log(
      `| ${label} | ${(build.ms / 1000).toFixed(1)} s | ${mb(build.peakRssBytes)} | ${build.htmlPages} | ${build.msPerPage} |`,
    );
  }
  if (grown) {
    const {docs, posts, pages, padding} = grown.content;
    console.log(
      `\nSame-size baseline: ${docs} docs (3 versions), ${posts} posts, ${pages} pages and ${padding} padding pages from our twins; routes ${grown.build.htmlPages} vs ours ${ours.build.htmlPages} (ratio ${grown.routeRatio}, within ±5 %: ${grown.routesWithinTolerance ? 'yes' : '**no**'})`,
    );
  }
  if (ours.build.precompress) {
    const {ms, files, brotliQuality} = ours.build.precompress;
    console.log(
      `\nPrecompress (.br q${brotliQuality} and .gz of ${files} files, after the build): ${(ms / 1000).toFixed(1)} s`,
    );
  }
  console.log(`\nRspack / webpack build time: ${report.rspackToWebpackRatio}`);
  console.log(
    `\nPages served by ${report.servedBy}; Lighthouse mobile, median of ${report.lighthouseRuns} runs [lowest-highest]; after LCP, in how many runs the main bundle had started running before the recorded largest paint, so that Lighthouse's LCP estimate waited for its download and evaluation (a race on the measuring machine: scripts/lighthouse/audit.mjs).`,
  );
  console.log(
    '\n| page | site | HTML gzip | JS gzip / brotli (files) | CSS gzip / brotli | prefetched later (files) | LCP | TBT | CLS | perf score |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const name of pageNames) {
    for (const [label, site] of [
      ['ours', ours],
      ['stock', baseline],
      ['same-size', grown],
    ]) {
      const w = site?.measured.weights[name];
      const l = site?.measured.lighthouse[name];
      if (!w || !l) {
        continue;
      }
      const spread = (/** @type {number[] | undefined} */ s) => (s ? ` [${s[0]}-${s[1]}]` : '');
      const bundleRuns = (/** @type {{runs?: number, lcpCountsBundleRuns?: number}} */ s) =>
        s.lcpCountsBundleRuns === undefined ? '' : ` (bundle ${s.lcpCountsBundleRuns}/${s.runs})`;
      console.log(
        `| ${name} | ${label} | ${kb(w.html.gzip)} | ${kb(w.js.gzip)} / ${kb(w.js.brotli)} (${w.js.files}) | ${kb(w.css.gzip)} / ${kb(w.css.brotli)} | ${kb(w.prefetch.gzip)} (${w.prefetch.files}) | ${l.lcpMs} ms${spread(l.lcpSpreadMs)}${bundleRuns(l)} | ${l.tbtMs} ms${spread(l.tbtSpreadMs)} | ${l.cls} | ${l.score} |`,
      );
    }
  }
  if (!comparison) {
    console.log(`\nNo baseline: ${report.baselineError}`);
    return;
  }
  const stockPages = pageNames.filter((name) => comparison.pages[name]);
  console.log(
    `\n| ratio ours / stock | ${stockPages.join(' | ')} | gate |\n| --- |${' --- |'.repeat(stockPages.length + 1)}`,
  );
  ratioRow(comparison.pages, stockPages, 'first-load JS (gzip)', 'jsGzip', stockGates.jsGzipDoc, ['doc']);
  ratioRow(comparison.pages, stockPages, 'first-load JS (brotli)', 'jsBrotli', null);
  ratioRow(comparison.pages, stockPages, 'first-load CSS (gzip)', 'cssGzip', null);
  ratioRow(comparison.pages, stockPages, 'HTML (gzip)', 'htmlGzip', null);
  ratioRow(comparison.pages, stockPages, 'LCP', 'lcp', null);
  ratioRow(comparison.pages, stockPages, 'TBT', 'tbt', stockGates.tbt);
  if (grownComparison) {
    console.log(
      `\n| ratio ours / same-size | ${pageNames.join(' | ')} | goal |\n| --- |${' --- |'.repeat(pageNames.length + 1)}`,
    );
    ratioRow(grownComparison.pages, pageNames, 'first-load JS (gzip)', 'jsGzip', grownGoals.ratio);
    ratioRow(grownComparison.pages, pageNames, 'first-load JS (brotli)', 'jsBrotli', grownGoals.ratio);
    ratioRow(grownComparison.pages, pageNames, 'first-load CSS (gzip)', 'cssGzip', null);
    ratioRow(grownComparison.pages, pageNames, 'LCP', 'lcp', grownGoals.ratio);
    ratioRow(
      grownComparison.pages,
      pageNames,
      'LCP, runs that counted the bundle on both sides',
      'lcpWithBundle',
      null,
    );
    ratioRow(grownComparison.pages, pageNames, 'TBT', 'tbt', grownGoals.ratio);
    const cls = pageNames.map((name) => ours.measured.lighthouse[name].cls);
    console.log(
      `| CLS, ours (absolute) | ${cls.join(' | ')} | <= ${grownGoals.cls}: ${cls.every((v) => v <= grownGoals.cls) ? 'met' : '**missed**'} |`,
    );
  }
  console.log(
    `\nBuild time per page, ours (Rspack) / stock: ${comparison.buildMsPerPage} (target <= 1: ${verdict(comparison.buildMsPerPage, 1)})`,
  );
  console.log(`Peak build memory, ours (Rspack) / stock: ${comparison.peakMemory ?? 'n/a'} (reported)`);
}

/** @param {SearchReport} report */
export function printSearchTable(report) {
  const {bytes, keystrokeToResultsMs: ms, relevance} = report;
  console.log('\n| search measure | value | target |\n| --- | --- | --- |');
  console.log(`| index on disk | ${kb(report.index.bytes)} in ${report.index.files} files | reported |`);
  const first = bytes.firstQuery;
  console.log(
    `| first query, bytes fetched (modal code + index) | ${kb(first.raw)} raw, ${kb(first.gzip)} gzip (index ${kb(first.index.raw)} raw / ${kb(first.index.gzip)} gzip; modal code ${kb(first.modalCode.raw)} raw / ${kb(first.modalCode.gzip)} gzip) | < 150 KB |`,
  );
  console.log(
    `| later queries, bytes fetched | median ${kb(bytes.laterQueries.raw.median)}, p95 ${kb(bytes.laterQueries.raw.p95)}, max ${kb(bytes.laterQueries.raw.max)} raw (max ${kb(bytes.laterQueries.gzip.max)} gzip) | < 40 KB target, never > 78.5 KB |`,
  );
  const perQuery = bytes.laterQueries.perQuery ?? [];
  if (perQuery.length > 0) {
    const sum = (kind) => perQuery.reduce((total, entry) => total + (entry[kind] ?? 0), 0);
    console.log(
      `| later queries, by kind (sum over ${perQuery.length}) | chunks ${kb(sum('chunks'))}, fragments ${kb(sum('fragments'))}, vocabulary ${kb(sum('vocabulary'))}, other ${kb(sum('other'))} raw | reported |`,
    );
  }
  console.log(`| keystroke to results, first query | ${ms.first} ms | reported |`);
  console.log(`| keystroke to results, later queries | median ${ms.median} ms, p95 ${ms.p95} ms | p95 < 50 ms |`);
  const phases = report.keystrokePhasesMs;
  if (phases) {
    console.log(
      `| later queries, where the time went (median / p95) | ${Object.entries(phases)
        .map(([phase, {median, p95}]) => `${phase} ${median} / ${p95} ms`)
        .join(', ')} | reported |`,
    );
  }
  console.log(
    `| keystroke to results, all ${report.queries} queries | median ${ms.medianAll} ms, p95 ${ms.p95All} ms | reported |`,
  );
  console.log(
    `| relevance (${relevance.judged} of ${relevance.pairs} pairs in this build) | top 1: ${(relevance.top1Share * 100).toFixed(0)} %, top 5: ${(relevance.top5Share * 100).toFixed(0)} % | top 5 ≥ 90 % |`,
  );
  if (relevance.misses.length > 0) {
    console.log(
      `\nNot in the top 5: ${relevance.misses.map((miss) => `"${miss.query}" → ${miss.expected}`).join('; ')}`,
    );
  }
  if (perQuery.length > 0) {
    const heaviest = [...perQuery].sort((a, b) => b.raw - a.raw).slice(0, 5);
    console.log(
      `\nHeaviest later queries (raw): ${heaviest.map((entry) => `"${entry.query}" ${kb(entry.raw)} (chunks ${kb(entry.chunks ?? 0)}, fragments ${kb(entry.fragments ?? 0)}, vocabulary ${kb(entry.vocabulary ?? 0)})`).join('; ')}`,
    );
  }
  if (relevance.coreMs) {
    console.log(
      `\nShared search core in the page, per query: median ${relevance.coreMs.median} ms, p95 ${relevance.coreMs.p95} ms`,
    );
  }
  if (relevance.coreWork) {
    const {laterQueries: later, all} = relevance.coreWork;
    console.log(
      `Index searches of the core: later bench queries ${later.searchesPerQuery} a query (${later.resultsPerQuery} results parsed), all ${all.queries} queries ${all.searches} (${all.results} results)`,
    );
  }
  if (relevance.evaluation) {
    printEvaluationTable(relevance.evaluation);
  }
}

const percent = (share) => (share === null ? '–' : `${(share * 100).toFixed(0)} %`);

/** Top-1, top-5 and empty lists of the evaluation set, per category, tuning and held-out entries apart. */
export function printEvaluationTable(evaluation) {
  console.log('\n| evaluation | set | entries | top 1 | top 5 | empty where a page is expected | nonsense not empty |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const set of ['all', 'tune', 'heldOut']) {
    const summary = evaluation[set];
    const rows = [['overall', summary], ...Object.entries(summary.byCategory)];
    for (const [category, row] of rows) {
      console.log(
        `| ${category} | ${set} | ${row.entries} | ${percent(row.top1)} | ${percent(row.top5)} | ${row.emptyWhereExpected.length} | ${row.nonsenseNotEmpty.length} |`,
      );
    }
  }
  if (evaluation.tuneMisses.length > 0) {
    console.log('\nTuning entries not first (held-out misses are counted above, never listed):');
    for (const miss of evaluation.tuneMisses) {
      console.log(
        `- [${miss.category}] "${miss.query}" → ${miss.expected ?? 'no results'}; got ${miss.total}: ${miss.top5.slice(0, 3).join(' ') || '–'}`,
      );
    }
  }
}

/** @param {LoadReport} report */
export function printLoadTable(report) {
  console.log(
    `\nLoad, ${report.durationSeconds} s per run, loopback, build ${report.precompressed ? 'with' : 'without'} precompressed .br/.gz:`,
  );
  console.log(
    '\n| server | target | encoding | connections | req/s | p50 | p99 | requests | errors | timeouts | non-2xx |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const {server, runs} of report.results) {
    for (const run of runs) {
      console.log(
        `| ${server} | ${run.target} | ${run.encoding} | ${run.connections} | ${run.requestsPerSec} | ${run.p50Ms} ms | ${run.p99Ms} ms | ${run.requests} | ${run.errors} | ${run.timeouts} | ${run.non2xx} |`,
      );
    }
  }
}
