import {describe, expect, it} from 'vitest';
import {contrastRatio, WCAG_AA_MIN_CONTRAST} from '../../ColorGenerator/palette';
import {AVATAR_COLORS, avatarColorOf, initialsOf} from '../avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Endilie Yacop Sucipto')).toBe('ES');
    expect(initialsOf('Yangshun Tay')).toBe('YT');
  });

  it('keeps accented letters and upper-cases them', () => {
    expect(initialsOf('Sébastien Lorber')).toBe('SL');
    expect(initialsOf('émile zola')).toBe('ÉZ');
    expect(initialsOf('Héctor Ramos')).toBe('HR');
  });

  it('gives one letter for a single word and skips punctuation', () => {
    expect(initialsOf('moonrailgun')).toBe('M');
    expect(initialsOf('@slorber')).toBe('S');
    expect(initialsOf('  Joel   Marcey  ')).toBe('JM');
  });

  it('falls back to a question mark when there is no letter at all', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(' - ')).toBe('?');
  });
});

describe('avatarColorOf', () => {
  it('is stable and ignores the case of the handle', () => {
    expect(avatarColorOf('Josh-Cena')).toBe(avatarColorOf('josh-cena'));
    expect(AVATAR_COLORS).toContain(avatarColorOf('slorber'));
  });

  it('spreads different handles over several colours', () => {
    const handles = ['slorber', 'Josh-Cena', 'lex111', 'yangshun', 'JoelMarcey', 'endiliey', 'wgao19'];
    expect(new Set(handles.map(avatarColorOf)).size).toBeGreaterThan(2);
  });

  it.each(AVATAR_COLORS)('keeps white initials readable on %s', (color) => {
    expect(contrastRatio('#ffffff', color)).toBeGreaterThanOrEqual(WCAG_AA_MIN_CONTRAST);
  });
});
