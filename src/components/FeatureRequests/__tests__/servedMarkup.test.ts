import {describe, expect, it} from 'vitest';
import {pageMarker, servedAnotherPage} from '../servedMarkup';

/** A stand-in for the document's root element holding elements with these attributes. */
const rootWith = (...attributes: string[]) => ({
  querySelector: (selector: string) =>
    attributes.some((attribute) => selector === `[${attribute}]`) ? ({} as Element) : null,
});

describe('servedAnotherPage', () => {
  it('is false when the server sent the feature requests page (nginx answers every path below it with it)', () => {
    expect(servedAnotherPage(rootWith(pageMarker))).toBe(false);
  });

  it('is true when the server sent other markup, as a static host does with its 404 page', () => {
    expect(servedAnotherPage(rootWith('data-other'))).toBe(true);
  });

  it('is false without a document (server rendering)', () => {
    expect(servedAnotherPage(undefined)).toBe(false);
  });
});
