// Adds our components to the Markdown component map: wide tables scroll inside a keyboard-reachable
// region, and <Quoted> marks text quoted from tRPC's output so the quote check can find it.
import MDXComponents from '@theme-original/MDXComponents';
import Quoted from '@site/src/components/Quoted';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  Quoted,
  table: ScrollableTable,
};
