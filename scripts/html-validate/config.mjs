/**
 * html-validate settings for the built site: the recommended preset, minus
 * rules about how markup is written rather than what it means, and minus the
 * few rules that only flag markup the framework writes. Each rule turned off
 * says why; anything else the validator reports is ours to fix at the source.
 */
/** @type {import('html-validate').ConfigData} */
export const htmlValidateConfig = {
  // No discovery of other config files: this object is the whole configuration.
  root: true,
  elements: ['html5'],
  extends: ['html-validate:recommended'],
  rules: {
    // Style of the source text. Our HTML comes out of the framework's minifier
    // (@swc/html), which drops optional quotes, end tags, default attribute
    // values (`type="text"` on inputs, `type="submit"` on buttons) and the
    // slash of void elements on purpose: valid HTML, smaller files.
    'attr-case': 'off',
    'attr-quotes': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'doctype-style': 'off',
    'element-case': 'off',
    'no-implicit-close': 'off',
    'no-implicit-button-type': 'off',
    'no-implicit-input-type': 'off',
    'no-self-closing': 'off',
    'no-trailing-whitespace': 'off',
    'void-style': 'off',
    // Also a style rule; here the framework sets inline styles itself (Prism
    // token colours, the announcement bar, ideal-image's placeholders).
    'no-inline-style': 'off',
    // Docusaurus ids come from headings and React's useId (`:R1:`), both valid
    // HTML ids; the rule's strict mode wants CSS-identifier ids.
    'valid-id': 'off',
    // A bare `&` that cannot start a character reference (`R&D`, `a & b`) is
    // valid HTML, and the minifier writes `&amp;` that way. Relaxed mode lets
    // `&` through; unknown references (`&foo;`) are still unrecognized-char-ref
    // errors, and a raw `<` is still an error here.
    'no-raw-characters': ['error', {relaxed: true}],
    // prism-react-renderer gives a nested token both its own and its parent's
    // type (`class="token tag tag"`): framework output, harmless.
    'no-dup-class': 'off',
    // Theme markup: `role="button"` on the navbar dropdown toggles and the
    // docs sidebar's category carets (links that also open a menu), and
    // `role="banner"` on the announcement bar. Changing either means ejecting
    // the navbar, the sidebar and the announcement bar. Every other role must
    // still use its native element.
    'prefer-native-element': ['error', {exclude: ['button', 'banner']}],
    // Relaxed to what ARIA 1.2 allows: a name on any element whose role can be
    // named. We name lists (a showcase card's tags, each committer's releases,
    // the colour generator's shades) so they can be told apart and found by
    // name; the preset's strict mode allows names on landmarks and controls
    // only. Names on elements that cannot take one (a bare <div> or <span>)
    // are still errors.
    'aria-label-misuse': ['error', {allowAnyNamable: true}],
  },
};
