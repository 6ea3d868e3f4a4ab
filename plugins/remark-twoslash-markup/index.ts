/**
 * Remark plugin: shows readers clean samples. It removes the twoslash markup that the snippet check
 * reads (see markup.ts) from ts/tsx/js/jsx code blocks and drops ```ts twoslash include``` blocks,
 * which exist only to be pasted into other samples. Titles, line highlights and copy buttons are
 * untouched because only the code text changes.
 */
import type { Code, Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import { includeName, isCheckedLanguage, stripMarkup } from './markup';

const remarkTwoslashMarkup: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'code', (node: Code, index, parent) => {
    if (!isCheckedLanguage(node.lang)) return undefined;
    if (includeName(node.meta) !== undefined && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    node.value = stripMarkup(node.value, { hasTitle: /(?:^|\s)title=/.test(node.meta ?? '') });
    return undefined;
  });
};

export default remarkTwoslashMarkup;
