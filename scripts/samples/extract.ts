/**
 * Finds the runnable samples of the docs: titled code blocks that define a plugin, a preset, a
 * swizzled (theme) component, a React component or page, a client module or a remark/rehype
 * plugin. `fixture.ts` writes them into one small site and `run.ts` builds it against the
 * Docusaurus release their page documents, so a sample that does not load, bundle or render fails
 * with its page file and line.
 *
 * Config and sidebars samples are type-checked by scripts/__tests__/configExamples.test.ts and
 * validated by the release's own validators (configSamples.ts); here they only serve as context (a
 * page's config tells how its plugin is registered).
 */
import {titledFences, type TitledFence} from '../config-examples/extract';

export type SampleKind =
  'plugin' | 'preset' | 'theme-component' | 'component' | 'page' | 'client-module' | 'mdx-plugin' | 'site-config';

/** Samples the fixture build runs; `site-config` is only read for the way a page registers its plugin. */
export const RUNNABLE_KINDS: readonly SampleKind[] = [
  'plugin',
  'preset',
  'theme-component',
  'component',
  'page',
  'client-module',
  'mdx-plugin',
];

export type Sample = {
  /** Page file, relative to the repository root. */
  file: string;
  /** 1-based line of the sample's first code line in the page. */
  line: number;
  /** The file path the page gives the sample, e.g. `src/plugins/word-count/index.ts`. */
  title: string;
  kind: SampleKind;
  /**
   * Why the sample is not run: `partial` alone marks a fragment (neither type-checked nor run);
   * `partial="reason"` a complete sample that cannot run in a fixture site, for the reason given.
   */
  skip?: string;
  code: string;
};

const CODE = String.raw`\.(?:[cm]?[jt]sx?)$`;
const KIND_PATTERNS: [SampleKind, RegExp][] = [
  ['plugin', new RegExp(String.raw`^(?:src/)?plugins/.+${CODE}`)],
  ['preset', new RegExp(String.raw`^(?:src/)?presets/.+${CODE}`)],
  ['theme-component', new RegExp(String.raw`^src/theme/.+${CODE}`)],
  ['component', new RegExp(String.raw`^src/components/.+${CODE}`)],
  ['page', new RegExp(String.raw`^src/pages/.+${CODE}`)],
  ['client-module', new RegExp(String.raw`^src/clientModules/.+${CODE}`)],
  ['mdx-plugin', new RegExp(String.raw`^src/(?:remark|rehype)/.+${CODE}`)],
  ['site-config', /^docusaurus\.config\.[cm]?[jt]s$/],
];

/**
 * The kind of sample a title names. A plugin's helper module (`src/plugins/x/client/badge.ts`) is
 * not a plugin of its own: only a plugin's entry (`index.*`, or a file directly in `plugins/`).
 */
export function sampleKindOf(title: string): SampleKind | undefined {
  const t = title.trim();
  const kind = KIND_PATTERNS.find(([, pattern]) => pattern.test(t))?.[0];
  if (kind === 'plugin' && !/^(?:src\/)?plugins\/(?:[^/]+|.+\/index\.[cm]?[jt]sx?)$/.test(t)) return undefined;
  return kind;
}

/** `partial="reason"` (or single quotes): a complete sample the fixture cannot run. */
export function skipReasonOf(fence: TitledFence): string | undefined {
  const reason = /(?:^|\s)partial=(?:"([^"]*)"|'([^']*)')/.exec(fence.meta);
  if (reason) return reason[1] ?? reason[2] ?? '';
  return fence.words.includes('partial') ? 'fragment' : undefined;
}

/** Runnable samples (and the site configs beside them) of one Markdown/MDX source. */
export function extractSamples(source: string, file: string): Sample[] {
  return titledFences(source).flatMap((fence) => {
    const kind = sampleKindOf(fence.title);
    if (kind === undefined) return [];
    const skip = skipReasonOf(fence);
    return [
      {
        file,
        line: fence.line,
        title: fence.title.trim(),
        kind,
        code: fence.code,
        ...(skip === undefined ? {} : {skip}),
      },
    ];
  });
}

/**
 * Every titled file of a page that a sample may import as a sibling (a CSS module, a helper, data):
 * relative file paths without spaces.
 */
export function siblingFiles(source: string): {title: string; code: string}[] {
  return titledFences(source)
    .filter((f) => /^[\w@.-]+(?:\/[\w@.[\]-]+)*\.\w+$/.test(f.title.trim()) && !f.title.startsWith('.'))
    .map((f) => ({title: f.title.trim(), code: f.code}));
}
