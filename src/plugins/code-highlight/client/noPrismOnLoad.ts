// Stands in for theme-classic's `prism-include-languages` client module (see ../index.ts): code
// blocks arrive highlighted, and the code that still needs Prism registers its languages on demand.
export {};
