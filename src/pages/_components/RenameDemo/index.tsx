import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { PrismTheme, Token, TokenInputProps, TokenOutputProps } from 'prism-react-renderer';
import { useThemeConfig } from '@docusaurus/theme-common';
import { SERVER_HTML, useHighlightedLines } from '@site/plugins/code-highlighting/client/highlighter';
import { codeThemesOf, tokenColour } from '@site/plugins/code-highlighting/client/tokenClasses';
import { renameDemo } from '@site/src/data/renameDemo';
import HomeSection from '../HomeSection';
import styles from './styles.module.css';

type LineTokens = Token[];
type TokenProps = (input: TokenInputProps) => TokenOutputProps;

/**
 * The site's dark code theme (themeConfig.prism.darkTheme), the demo's only one. Read from the config, not
 * imported from src/data/codeThemes, which would bring prism-react-renderer, and Prism with it, to the page.
 */
function useDarkCodeTheme(): PrismTheme {
  return codeThemesOf(useThemeConfig().prism).dark;
}

/** Token props as prism-react-renderer gives them for `theme`. */
function tokenPropsFor(theme: PrismTheme): TokenProps {
  return ({ token, className, style, ...rest }) => ({
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: { color: tokenColour(token, 'tsx', theme), ...style },
  });
}

/** The tokens of one line, with the characters from `start` (0-based) for `length` wrapped in `wrap`. */
function renderLine(
  line: LineTokens,
  getTokenProps: TokenProps,
  mark?: { start: number; length: number; wrap: (children: ReactNode) => ReactNode },
): ReactNode[] {
  // An empty line is one token holding "\n"; the line's own block box already breaks the line.
  if (line.length === 1 && line[0]!.empty) return [];
  let offset = 0;
  return line.map((token, index) => {
    const { children, ...props } = getTokenProps({ token });
    const from = offset;
    offset += token.content.length;
    if (!mark || mark.start >= offset || mark.start + mark.length <= from) {
      return (
        <span key={index} {...props}>
          {children}
        </span>
      );
    }
    const start = Math.max(0, mark.start - from);
    const end = Math.min(token.content.length, mark.start + mark.length - from);
    return (
      <span key={index} {...props}>
        {token.content.slice(0, start)}
        {mark.wrap(token.content.slice(start, end))}
        {token.content.slice(end)}
      </span>
    );
  });
}

/**
 * A code sample, highlighted with the dark code theme, one `<span>` per line. The HTML the build wrote is
 * kept as it is when the page hydrates (see plugins/code-highlighting), so `children` runs on the server
 * and after a client-side navigation only.
 */
function Code({
  code,
  children,
}: {
  code: string;
  children: (lines: LineTokens[], getTokenProps: TokenProps) => ReactNode;
}): ReactNode {
  const lines = useHighlightedLines(code.trimEnd(), 'tsx');
  const theme = useDarkCodeTheme();
  const { color, backgroundColor } = theme.plain;
  return (
    // Focusable, so keyboard users can scroll it if a narrow screen makes it overflow.
    <pre className={clsx(styles.code, 'prism-code', 'language-tsx')} style={{ color, backgroundColor }} tabIndex={0}>
      {lines === SERVER_HTML ? (
        <code dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      ) : (
        <code>{children(lines, tokenPropsFor(theme))}</code>
      )}
    </pre>
  );
}

function Editor({ fileName, badge, children }: { fileName: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.editor}>
      <div className={styles.tab}>
        <span className={styles.fileName}>{fileName}</span>
        {badge}
      </div>
      {children}
    </div>
  );
}

function ServerEditor(): ReactNode {
  const { fileName, before, after } = renameDemo.server;
  const beforeLines = before.trimEnd().split('\n');
  const beforeTokens = useHighlightedLines(before.trimEnd(), 'tsx');
  const changedIndex = after
    .trimEnd()
    .split('\n')
    .findIndex((line, index) => line !== beforeLines[index]);
  return (
    <Editor fileName={fileName}>
      <Code code={after}>
        {(lines, getTokenProps) =>
          lines.map((line, index) =>
            index === changedIndex ? (
              <span key={index} className={styles.change}>
                <del className={clsx(styles.line, styles.before)}>
                  {beforeTokens !== SERVER_HTML && renderLine(beforeTokens[index]!, getTokenProps)}
                </del>
                <ins className={clsx(styles.line, styles.after)}>{renderLine(line, getTokenProps)}</ins>
              </span>
            ) : (
              <span key={index} className={styles.line}>
                {renderLine(line, getTokenProps)}
              </span>
            ),
          )
        }
      </Code>
    </Editor>
  );
}

function ClientEditor(): ReactNode {
  const { fileName, code } = renameDemo.client;
  const error = renameDemo.clientError;
  return (
    <Editor fileName={fileName} badge={<span className={styles.badge}>1 error</span>}>
      <Code code={code}>
        {(lines, getTokenProps) =>
          lines.map((line, index) => {
            if (index !== error.line - 1) {
              return (
                <span key={index} className={styles.line}>
                  {renderLine(line, getTokenProps)}
                </span>
              );
            }
            return (
              <span key={index} className={styles.line}>
                {renderLine(line, getTokenProps, {
                  start: error.column - 1,
                  length: error.length,
                  wrap: (text) => <span className={styles.squiggle}>{text}</span>,
                })}
              </span>
            );
          })
        }
      </Code>
      <p className={styles.problem}>
        <span className={styles.problemIcon} aria-hidden="true">
          ✕
        </span>
        <span>
          {error.message} <span className={styles.problemCode}>ts({error.code})</span>
        </span>
      </p>
    </Editor>
  );
}

/**
 * Renaming a field on the server breaks the client's build. Plays as a CSS loop (before, rename, error)
 * that a checkbox pauses, so it needs no JavaScript; with reduced motion it is a still before/after diff.
 */
export default function RenameDemo(): ReactNode {
  const { renamed, fileName: serverFile } = renameDemo.server;
  const { fileName: clientFile } = renameDemo.client;
  const { message, code } = renameDemo.clientError;
  return (
    <HomeSection
      id="rename-demo"
      title="Change the server, and the client knows"
      lead="The client imports nothing from your server but its type. Rename a field and every call that still uses the old name fails to compile, in your editor and in CI, before a user ever sees it."
    >
      <figure className={styles.figure}>
        <div className={styles.editors}>
          <ServerEditor />
          <ClientEditor />
        </div>
        <figcaption className={styles.caption}>
          In <code>{serverFile}</code>, the procedure’s result renames <code>{renamed.from}</code> to{' '}
          <code>{renamed.to}</code>. Nothing runs, yet <code>{clientFile}</code>, which still reads{' '}
          <code>user.{renamed.from}</code>, is underlined in red and TypeScript reports: “{message}” (TS{code}).
        </figcaption>
        <label className={styles.pause}>
          <input type="checkbox" className={styles.pauseInput} /> Pause animation
        </label>
      </figure>
    </HomeSection>
  );
}
