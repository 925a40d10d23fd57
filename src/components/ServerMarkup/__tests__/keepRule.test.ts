import {describe, expect, it} from 'vitest';
import {keepsServerMarkup, pageRenderedOnServer, type KeepState} from '../keepRule';

const firstLoad: KeepState = {pageFromServer: true, mountedInHydration: true, wanted: true, serverMarkupGone: false};

describe('keepsServerMarkup', () => {
  it("keeps the server's markup for an element hydrated on a first load that the caller wants kept", () => {
    expect(keepsServerMarkup(firstLoad)).toBe(true);
  });

  it('has React render the children in every other case', () => {
    // The dev server: an empty shell, nothing to keep.
    expect(keepsServerMarkup({...firstLoad, pageFromServer: false})).toBe(false);
    // Mounted after hydration: a client-side navigation.
    expect(keepsServerMarkup({...firstLoad, mountedInHydration: false})).toBe(false);
    // The caller's condition: children that react to the reader, or a layout the screen shows.
    expect(keepsServerMarkup({...firstLoad, wanted: false})).toBe(false);
    // Found empty: React rendered the page from scratch after a failed hydration.
    expect(keepsServerMarkup({...firstLoad, serverMarkupGone: true})).toBe(false);
  });
});

describe('pageRenderedOnServer', () => {
  const documentWith = (root: {hasChildNodes(): boolean} | null) =>
    ({getElementById: (id: string) => (id === '__docusaurus' ? root : null)}) as unknown as Document;

  it("is true when the root holds the server's markup, false for an empty shell, a missing root or no DOM", () => {
    expect(pageRenderedOnServer(documentWith({hasChildNodes: () => true}))).toBe(true);
    expect(pageRenderedOnServer(documentWith({hasChildNodes: () => false}))).toBe(false);
    expect(pageRenderedOnServer(documentWith(null))).toBe(false);
    expect(pageRenderedOnServer(undefined)).toBe(false);
  });
});
