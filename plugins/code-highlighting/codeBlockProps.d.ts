// The props the build gives a Markdown block (plugins/code-highlighting/remark.ts), which components pass too.
import '@theme/CodeBlock';

declare module '@theme/CodeBlock' {
  interface Props {
    /** The block's HTML, one line per `\n`; the code's text is read from it. */
    readonly highlighted?: string;
    /** The file name of its page's type table (plugins/code-highlighting/typeTable.ts). */
    readonly types?: string;
  }
}
