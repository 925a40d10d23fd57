/**
 * A code block's word-wrap state: whether its lines are wrapped, whether it
 * scrolls sideways (the wrap button shows only then), and the toggle. The same
 * behaviour as theme-common's `useCodeWordWrap`, which our string block used,
 * without that hook's extra render of every block right after it mounts (its
 * hidden-tab state starts `undefined` and is then set to `null` for every
 * block outside a hidden tab): on a first load that re-rendered each block of
 * the page, buttons and icons included, for nothing.
 */
import {useCallback, useEffect, useState, type RefObject} from 'react';

export interface WordWrap {
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
}

/** Whether the block scrolls sideways, or has been wrapped (its `<code>` then carries the wrap style). */
export function blockScrolls(pre: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'querySelector'>): boolean {
  return pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
}

/**
 * `codeBlockRef` is the block's `<pre>`: given by the caller, so that the
 * state can live in the block's buttons alone and a change of it (the block
 * turns out to scroll) renders the buttons, not the whole block.
 */
export function useWordWrap(codeBlockRef: RefObject<HTMLPreElement>): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const measure = useCallback(() => {
    if (codeBlockRef.current) {
      // The same value as before bails out without a render.
      setIsCodeScrollable(blockScrolls(codeBlockRef.current));
    }
  }, []);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) {
      return;
    }
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Long words and URLs wrap too, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);
  useEffect(measure, [isEnabled, measure]);
  useEffect(() => {
    window.addEventListener('resize', measure, {passive: true});
    // A block in a hidden tab panel has no width to measure: measure it when its panel is shown.
    const hiddenPanel = codeBlockRef.current?.closest('[role=tabpanel][hidden]');
    const shown = hiddenPanel
      ? new MutationObserver(() => {
          if (!hiddenPanel.hasAttribute('hidden')) {
            measure();
          }
        })
      : undefined;
    if (hiddenPanel && shown) {
      shown.observe(hiddenPanel, {attributes: true, attributeFilter: ['hidden']});
    }
    return () => {
      window.removeEventListener('resize', measure);
      shown?.disconnect();
    };
  }, [measure]);
  return {isEnabled, isCodeScrollable, toggle};
}
