/**
 * GitHub Actions workflows shown in the docs must be valid YAML and use only real actions,
 * pinned to a version tag. Every fenced `yaml`/`yml` block titled `.github/workflows/*.yml`
 * (or `.yaml`) in docs/, versioned_docs/ and community/ is checked.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const CONTENT_DIRS = ['docs', 'versioned_docs', 'community'];

/** Actions a docs workflow may use, with the major versions they are pinned to. */
const ALLOWED_ACTIONS: Record<string, string[]> = {
  'actions/checkout': ['v4'],
  'actions/setup-node': ['v4'],
  'actions/upload-pages-artifact': ['v3'],
  'actions/deploy-pages': ['v4'],
  'actions/configure-pages': ['v5'],
  'actions/cache': ['v4'],
};

type Workflow = {file: string; line: number; title: string; code: string};

/** Extracts the fenced YAML blocks whose title names a GitHub Actions workflow file. */
function extractWorkflows(source: string, file: string): Workflow[] {
  const lines = source.split(/\r?\n/);
  const found: Workflow[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(ya?ml)\b(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent = '', fence = '```', , meta = ''] = open;
    const title = /\btitle=(?:"([^"]*)"|'([^']*)')/
      .exec(meta)
      ?.slice(1)
      .find((v) => v !== undefined);
    let end = i + 1;
    while (
      end < lines.length &&
      !new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(lines[end]!)
    )
      end += 1;
    if (title !== undefined && /(?:^|\/)\.github\/workflows\/[^/]+\.ya?ml$/.test(title)) {
      const code = lines
        .slice(i + 1, end)
        .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
        .join('\n');
      found.push({file, line: i + 1, title, code});
    }
    i = end;
  }
  return found;
}

/** Every `uses:` value of a parsed workflow, from all jobs and steps. */
function usesOf(workflow: unknown): string[] {
  const jobs = (workflow as {jobs?: Record<string, {uses?: string; steps?: Array<{uses?: string}>}>}).jobs ?? {};
  return Object.values(jobs).flatMap((job) => [
    ...(job.uses ? [job.uses] : []),
    ...(job.steps ?? []).flatMap((step) => (step.uses ? [step.uses] : [])),
  ]);
}

/** Why a `uses:` value is not allowed, or undefined when it is. */
function problemWith(uses: string): string | undefined {
  const match = /^([\w.-]+\/[\w.-]+)@(.+)$/.exec(uses);
  if (!match) return `"${uses}" is not owner/name@version`;
  const [, action = '', version = ''] = match;
  const versions = ALLOWED_ACTIONS[action];
  if (!versions) return `"${action}" is not in the allowed list`;
  if (!versions.includes(version)) return `"${uses}" is not pinned to ${versions.join(' or ')}`;
  return undefined;
}

const fence = '```';

describe('extractWorkflows', () => {
  it('finds only YAML blocks titled as workflow files', () => {
    const page = [
      `${fence}yaml title=".github/workflows/deploy.yml"`,
      'on: push',
      fence,
      `${fence}yaml title=".gitlab-ci.yml"`,
      'pages: {}',
      fence,
      `${fence}yml title="website/.github/workflows/test.yaml"`,
      'on: pull_request',
      fence,
    ].join('\n');
    expect(extractWorkflows(page, 'x.md').map((w) => [w.line, w.code])).toEqual([
      [1, 'on: push'],
      [7, 'on: pull_request'],
    ]);
  });
});

describe('problemWith', () => {
  it.each([
    ['actions/checkout@v4', undefined],
    ['actions/checkout', 'not owner/name@version'],
    ['actions/checkout@main', 'not pinned'],
    ['peaceiris/actions-gh-pages@v3', 'not in the allowed list'],
  ])('%s', (uses, expected) => {
    const problem = problemWith(uses);
    if (expected === undefined) expect(problem).toBeUndefined();
    else expect(problem).toContain(expected);
  });
});

describe('workflows in the docs', () => {
  const workflows = CONTENT_DIRS.flatMap((dir) =>
    readdirSync(path.join(rootDir, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .flatMap((file) => extractWorkflows(readFileSync(path.join(rootDir, dir, file), 'utf8'), `${dir}/${file}`)),
  );

  it('exist', () => {
    expect(workflows.length).toBeGreaterThan(0);
  });

  it.each(workflows.map((w) => [`${w.file}:${w.line} ${w.title}`, w]))('%s parses and uses allowed actions', (_, w) => {
    const parsed = yaml.load(w.code) as Record<string, unknown>;
    expect(parsed).toBeTypeOf('object');
    expect(parsed).toHaveProperty('jobs');
    const uses = usesOf(parsed);
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.map(problemWith).filter(Boolean)).toEqual([]);
  });
});
