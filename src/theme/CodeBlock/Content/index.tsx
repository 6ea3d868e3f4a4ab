// Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Content): compare on upgrade. Lines come
// from plugins/code-highlighting instead of <Highlight>: token colours are classes, not the current theme's
// inline styles, and a block the server highlighted keeps its HTML through hydration (no Prism on load).
// A block without line numbers or highlighted lines writes its lines as text (TextLines). A Markdown block
// comes highlighted by the build (Shiki, with types: plugins/code-highlighting/remark.ts) and is written as is.
import { forwardRef, useMemo, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps } from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Content';
import { isBareText } from '@site/plugins/code-highlighting/client/bareText';
import { LINE_BREAK } from '@site/plugins/code-highlighting/client/lines';
import { SERVER_HTML, useHighlightedLines } from '@site/plugins/code-highlighting/client/highlighter';
import { UNDER_LINE, useHighlightedHtml, useTypeTable } from '@site/plugins/code-highlighting/client/highlighted';
import { codeThemesOf, tokenColourClasses } from '@site/plugins/code-highlighting/client/tokenClasses';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  <pre
    ref={ref}
    // Focusable, so keyboard users can scroll a long line into view.
    tabIndex={0}
    {...props}
    className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
  />
));

function Code(props: ComponentProps<'code'>) {
  const { metadata } = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

function getLineProps({ className, line: _line, ...rest }: LineInputProps): LineOutputProps {
  return { ...rest, className: clsx('token-line', className) };
}

/** prism-react-renderer's token props, with colour classes for both modes in place of the theme's styles. */
function useGetTokenProps(language: string) {
  const { prism } = useThemeConfig();
  return useMemo(() => {
    const themes = codeThemesOf(prism);
    return ({ token, className, style, ...rest }: TokenInputProps): TokenOutputProps => ({
      ...rest,
      className: clsx('token', ...token.types, tokenColourClasses(token, language, themes), className),
      children: token.content,
      // As prism-react-renderer: an empty line's token keeps the line's height.
      style: token.empty ? { display: 'inline-block', ...style } : style,
    });
  }, [prism, language]);
}

/**
 * The lines of a block with no line numbers and no highlighted line, as text separated by newlines, which the
 * <pre> keeps: the same text in the same layout as Line's element per line (a <div>, a <br>, and a span
 * holding an empty line's height), in two or three elements a line fewer for the browser to style and lay out
 * as the page loads. Neighbouring bare text is joined into one string, since the server writes a comment
 * between two text nodes.
 */
function TextLines({ lines, getTokenProps }: { lines: Token[][]; getTokenProps: ReturnType<typeof useGetTokenProps> }) {
  const children: ReactNode[] = [];
  let text = '';
  lines.forEach((line, lineIndex) => {
    if (lineIndex > 0) text += '\n';
    line.forEach((token, tokenIndex) => {
      // An empty line is only its "\n".
      if (token.empty) return;
      const tokenProps = getTokenProps({ token });
      if (isBareText({ ...tokenProps, token })) {
        text += tokenProps.children;
        return;
      }
      if (text) children.push(text);
      text = '';
      children.push(
        <LineToken key={`${lineIndex}.${tokenIndex}`} {...tokenProps} line={line} token={token}>
          {tokenProps.children}
        </LineToken>,
      );
    });
  });
  if (text) children.push(text);
  return children;
}

/** The lines the block shows: its code's, and those of the type answers and errors under them (HTML). */
function lineCount(code: string, html: string[] | undefined): number {
  let lines = code.split(LINE_BREAK).length;
  for (const line of html ?? []) {
    for (const [, text] of line.matchAll(UNDER_LINE)) {
      lines += 1 + (text!.match(/&#10;/g)?.length ?? 0);
    }
  }
  return lines;
}

/** A line of the build's HTML, as Line renders tokens: one span holding the line's markup. */
function htmlTokenProps({ token }: TokenInputProps): TokenOutputProps {
  // No children: React takes one of children and dangerouslySetInnerHTML.
  return {
    className: 'token-html',
    children: undefined as unknown as string,
    dangerouslySetInnerHTML: { __html: token.content },
  };
}

function HtmlLines({ lines }: { lines: string[] }) {
  const { metadata } = useCodeBlockContext();
  const { lineNumbersStart, lineClassNames } = metadata;
  if (lineNumbersStart === undefined && Object.values(lineClassNames).every((names) => !names?.length)) {
    return <Code dangerouslySetInnerHTML={{ __html: lines.join('\n') }} />;
  }
  return (
    <Code>
      {lines.map((html, i) => (
        <Line
          key={i}
          line={[{ types: ['plain'], content: html }]}
          getLineProps={getLineProps}
          getTokenProps={htmlTokenProps}
          classNames={lineClassNames[i]}
          showLineNumbers={lineNumbersStart !== undefined}
        />
      ))}
    </Code>
  );
}

export default function CodeBlockContent({ className: classNameProp }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const html = useHighlightedHtml(code);
  // Blocks the build did not highlight (a component's, such as InstallCommand's) go through Prism.
  const lines = useHighlightedLines(code, language, html === undefined);
  const getTokenProps = useGetTokenProps(language);
  const types = useTypeTable();
  return (
    <Pre
      ref={codeBlockRef}
      className={clsx(classNameProp, 'prism-code', `language-${language}`)}
      data-types={html ? types : undefined}
      // The height the block keeps while the browser skips it off screen (styles.module.css).
      style={{ '--code-block-lines': lineCount(code, html) } as CSSProperties}
    >
      {html ? (
        <HtmlLines lines={html} />
      ) : lines === SERVER_HTML ? (
        // Hydrating: React leaves an element's inner HTML alone when it is set this way and does not change.
        <Code dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      ) : (
        <Code>
          {lineNumbersStart === undefined && Object.values(lineClassNames).every((names) => !names?.length) ? (
            <TextLines lines={lines} getTokenProps={getTokenProps} />
          ) : (
            lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))
          )}
        </Code>
      )}
    </Pre>
  );
}
