import {createStorageSlot, useStorageSlot} from '@docusaurus/theme-common';
import {parsePlaygroundChoice, playgroundChoiceStorageKey, type Playground} from '@site/src/data/playgrounds';

/**
 * The reader's remembered playground, through theme-common's storage slot so
 * the key gets the site's namespace and the read is safe during server rendering.
 */
export function usePlaygroundChoice(): [Playground | null, (playground: Playground) => void] {
  const [stored, slot] = useStorageSlot(playgroundChoiceStorageKey);
  return [parsePlaygroundChoice(stored), (playground) => slot.set(playground.id)];
}

/** Stores the choice outside React, for pages that leave the site right after. */
export function rememberPlayground(playground: Playground): void {
  createStorageSlot(playgroundChoiceStorageKey).set(playground.id);
}
