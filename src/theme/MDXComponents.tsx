// Adds our table to the Markdown component map: wide tables scroll inside a keyboard-reachable region.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
