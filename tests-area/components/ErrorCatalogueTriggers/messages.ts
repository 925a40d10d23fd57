/** Messages of the errors the test area throws on demand; the end-to-end tests look for them on the crash screens. */
export const crashOutsideLayoutMessage =
  'Error boundary tests: the page component threw before rendering its layout, as asked.';

export const navbarItemFailureMessage = 'The test-only navbar item was asked to fail while rendering.';
