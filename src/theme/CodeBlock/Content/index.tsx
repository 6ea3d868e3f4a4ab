// Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Content): compare on upgrade. Lines come
// from plugins/code-highlighting instead of <Highlight>: token colours are classes, not the current theme's
// inline styles, and a block the server highlighted keeps its HTML through hydration (no Prism on load).
import { forwardRef, useMemo, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { LineInputProps, LineOutputProps, TokenInputProps, TokenOutputProps } from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Content';
import { SERVER_HTML, useHighlightedLines } from '@site/plugins/code-highlighting/client/highlighter';
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

export default function CodeBlockContent({ className: classNameProp }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const lines = useHighlightedLines(code, language);
  const getTokenProps = useGetTokenProps(language);
  return (
    <Pre ref={codeBlockRef} className={clsx(classNameProp, 'prism-code', `language-${language}`)}>
      {lines === SERVER_HTML ? (
        // Hydrating: React leaves an element's inner HTML alone when it is set this way and does not change.
        <Code dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      ) : (
        <Code>
          {lines.map((line, i) => (
            <Line
              key={i}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[i]}
              showLineNumbers={lineNumbersStart !== undefined}
            />
          ))}
        </Code>
      )}
    </Pre>
  );
}
