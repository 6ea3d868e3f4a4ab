// Ejected (safe) to replace the stock not-found text wherever it shows: the 404 page, and an unknown path under
// /docs, which the docs plugin answers inside its own layout after hydration. The content: src/components/NotFoundContent.
export { default } from '@site/src/components/NotFoundContent';
