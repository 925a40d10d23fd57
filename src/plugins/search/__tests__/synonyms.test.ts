import {describe, expect, it} from 'vitest';
import {longestSynonymPhrase, synonyms, synonymsOf} from '../client/synonyms';
import {queryWords} from '../client/words';

describe('synonyms', () => {
  it("maps the reader's words to the docs' words", () => {
    expect(synonymsOf('callout')).toContain('admonition');
    expect(synonymsOf('translate')).toContain('i18n');
    expect(synonymsOf('localize')).toContain('i18n');
    expect(synonymsOf('publish')).toContain('deploy');
    expect(synonymsOf('host')).toContain('deploy');
    expect(synonymsOf('latex')).toContain('math');
    expect(synonymsOf('version my docs')).toContain('versioning');
    expect(synonymsOf('sidebar')).toEqual([]);
  });

  it('keys are lowercase phrases as queryWords reads them, within the longest phrase', () => {
    for (const [phrase, targets] of synonyms) {
      expect(
        queryWords(phrase)
          .map((word) => word.raw)
          .join(' '),
      ).toBe(phrase);
      expect(phrase.split(' ').length).toBeLessThanOrEqual(longestSynonymPhrase);
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        expect(target).toBe(target.toLowerCase());
        expect(target).not.toBe(phrase);
      }
    }
  });
});
