/**
 * Online playgrounds that can open the classic template straight from the
 * framework's repository, without installing anything.
 */
import type {PlaygroundId} from './playgroundChoice';

export {playgroundChoiceStorageKey, playgroundIds, type PlaygroundId} from './playgroundChoice';

export interface Playground {
  id: PlaygroundId;
  name: string;
  /** Opens examples/classic of facebook/docusaurus on the main branch. */
  url: string;
  /** Why a reader might pick this one. */
  summary: string;
}

const classicTemplatePath = 'facebook/docusaurus/tree/main/examples/classic';

export const playgrounds: readonly Playground[] = [
  {
    id: 'codesandbox',
    name: 'CodeSandbox',
    url: `https://codesandbox.io/p/sandbox/github/${classicTemplatePath}`,
    summary:
      'Runs the development server in a cloud virtual machine. Start-up takes a little longer, but it behaves like a real machine and works in any browser.',
  },
  {
    id: 'stackblitz',
    name: 'StackBlitz',
    url: `https://stackblitz.com/github/${classicTemplatePath}`,
    summary:
      'Runs Node.js inside your browser tab with WebContainers, so it starts quickly and needs no server. It works best in Chromium-based browsers.',
  },
];

/** Reads a stored value back, ignoring anything that is not a playground we know (old or tampered values). */
export function parsePlaygroundChoice(value: string | null): Playground | null {
  return playgrounds.find((playground) => playground.id === value) ?? null;
}

export function playgroundById(id: PlaygroundId): Playground {
  const playground = playgrounds.find((candidate) => candidate.id === id);
  if (!playground) {
    throw new Error(`Unknown playground: ${id}`);
  }
  return playground;
}
