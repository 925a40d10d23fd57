import {describe, expect, it} from 'vitest';
import {shouldResetFocus} from '../focusReset';

const at = (pathname: string, hash = '') => ({pathname, hash});

describe('shouldResetFocus', () => {
  it('moves focus to the top on a push to another page', () => {
    expect(shouldResetFocus('PUSH', at('/docs/'), at('/showcase/'))).toBe(true);
  });

  it('keeps focus when only the query string changed', () => {
    // The query is not part of LocationLike: same path and no hash is a query-only change.
    expect(shouldResetFocus('PUSH', at('/showcase/'), at('/showcase/'))).toBe(false);
  });

  it('leaves hash navigation to its target', () => {
    expect(shouldResetFocus('PUSH', at('/docs/', '#install'), at('/showcase/'))).toBe(false);
  });

  it('never moves focus on back, forward or replace', () => {
    expect(shouldResetFocus('POP', at('/docs/'), at('/showcase/'))).toBe(false);
    expect(shouldResetFocus('REPLACE', at('/docs/'), at('/showcase/'))).toBe(false);
  });
});
