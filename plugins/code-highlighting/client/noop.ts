// Replaces theme-classic's prism-include-languages client module in the browser build: it would load Prism
// with every page (plugins/code-highlighting/index.ts says why and what loads Prism instead).
export {};
