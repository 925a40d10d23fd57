/**
 * The fixture's generated pages: one render page per component or page sample, the SampleRender
 * harness they share, and the fixture's one doc. Kept apart from writeFixture, which decides where
 * each sample goes, because these are templates of the fixture's own source.
 */
import path from 'node:path';
import type {Sample} from './extract';
import {SAMPLE_PROPS} from './inputs';
import {toPosix, withoutExtension} from './placement';

export function writeRenderPage(
  write: (relative: string, text: string) => void,
  sample: Sample,
  file: string,
  index: number,
  inLayout: boolean,
): string {
  const own = `src/pages/samples/${index}.tsx`;
  const target = path.posix.relative(path.posix.dirname(own), withoutExtension(file));
  const props = SAMPLE_PROPS[`${toPosix(sample.file)}:${sample.line}`] ?? SAMPLE_PROPS[sample.title] ?? {};
  write(
    own,
    `import React from 'react';
import * as sample from '${target}';
import SampleRender from '@site/src/harness/SampleRender';

// ${toPosix(sample.file)}:${sample.line} (${sample.title})
export default function SamplePage(): JSX.Element {
  return <SampleRender module={sample} props={${JSON.stringify(props)}} inLayout={${inLayout}} />;
}
`,
  );
  return own;
}

/** Renders every component a sample module exports (a page module: its default export alone). */
export const SAMPLE_RENDER = `import React, {type ComponentType} from 'react';
import Layout from '@theme/Layout';

type Props = {module: Record<string, unknown>; props: Record<string, unknown>; inLayout: boolean};

const isComponent = (name: string, value: unknown): value is ComponentType<Record<string, unknown>> =>
  typeof value === 'function' && (name === 'default' || /^[A-Z]/.test(name));

export default function SampleRender({module, props, inLayout}: Props): JSX.Element {
  const components = inLayout
    ? Object.entries(module).filter(([name, value]) => isComponent(name, value))
    : [['default', module.default] as const];
  const rendered = components.map(([name, Component]) => {
    const C = Component as ComponentType<Record<string, unknown>>;
    return <C key={name} {...props} />;
  });
  return inLayout ? <Layout title="Sample">{rendered}</Layout> : <>{rendered}</>;
}
`;

/** The fixture's one doc: a page for swizzled doc components, admonitions and a live code block. */
export const FIXTURE_DOC = `---
title: Samples
---

# Samples

:::note

A note.

:::

\`\`\`jsx live
function Clock() {
  return <span>ready</span>;
}
\`\`\`
`;
