import {describe, expect, it} from 'vitest';
import {countWords, isReference, proseOf} from '../count-words.mjs';

const fence = '```';

describe('countWords', () => {
  it('counts only prose: no front matter, code, import/export lines or tags', () => {
    const page = [
      '---',
      'title: Deployment guide',
      '---',
      "import Tabs from '@theme/Tabs';",
      'export const answer = 42;',
      '',
      '# Deploy your site',
      '',
      `${fence}bash title="terminal"`,
      'npm run build',
      fence,
      '',
      '<Tabs groupId="npm">',
      '<TabItem value="npm" label="npm">Run the build.</TabItem>',
      '</Tabs>',
      '<!-- a hidden note -->',
    ].join('\n');
    expect(proseOf(page)).not.toContain('npm run build');
    // "Deploy your site" (3) + "Run the build." (3)
    expect(countWords(page)).toBe(6);
  });

  it('counts a token only when it holds a letter', () => {
    expect(countWords('Version 3.6 adds 2 flags: `--locale` and — 42 % more.')).toBe(6);
  });

  it('keeps a fence inside a longer fence out of the count', () => {
    expect(countWords(['Intro text', '````md', fence, 'code', fence, '````', 'Outro'].join('\n'))).toBe(3);
  });
});

describe('isReference', () => {
  it.each([
    ['api/docusaurus-config.mdx', true],
    ['api/plugins/plugin-content-docs.mdx', true],
    ['cli.md', true],
    ['docusaurus-core.md', true],
    ['deployment.md', false],
    ['markdown-features/code-blocks.mdx', false],
  ])('%s -> %s', (page, expected) => {
    expect(isReference(page)).toBe(expected);
  });
});
