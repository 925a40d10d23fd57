import {describe, expect, it} from 'vitest';
import {parsePlaygroundChoice, playgroundById, playgroundIds, playgrounds} from '../playgrounds';

describe('playgrounds', () => {
  it('open the classic template of the framework repository on each service', () => {
    expect(playgroundById('codesandbox').url).toBe(
      'https://codesandbox.io/p/sandbox/github/facebook/docusaurus/tree/main/examples/classic',
    );
    expect(playgroundById('stackblitz').url).toBe(
      'https://stackblitz.com/github/facebook/docusaurus/tree/main/examples/classic',
    );
    expect(new Set(playgrounds.map((p) => p.id)).size).toBe(playgrounds.length);
  });

  it('list the ids that the boot-time storage validation accepts, one per playground', () => {
    expect(playgrounds.map((p) => p.id)).toEqual([...playgroundIds]);
  });

  it('reads back only choices it knows', () => {
    expect(parsePlaygroundChoice('stackblitz')?.name).toBe('StackBlitz');
    expect(parsePlaygroundChoice('codesandbox')?.name).toBe('CodeSandbox');
    expect(parsePlaygroundChoice('gitpod')).toBeNull();
    expect(parsePlaygroundChoice('')).toBeNull();
    expect(parsePlaygroundChoice(null)).toBeNull();
  });
});
