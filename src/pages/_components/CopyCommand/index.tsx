import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';
import VisuallyHidden from '@site/src/components/VisuallyHidden';

export type CopyCommandProps = {
  /** The exact text the button puts on the clipboard. */
  command: string;
  /** What the command is, for the button's accessible name: "Copy install command". */
  name: string;
  className?: string;
};

/** How long the button says "Copied" before it can be read as "Copy" again. */
const FEEDBACK_MS = 2000;

/** Copies with the Clipboard API, or, where that is missing or refused, by selecting the text. */
async function copyText(command: string, element: HTMLElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(command);
    return true;
  } catch {
    if (!element) return false;
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    // Deprecated, but the only way left in browsers without the Clipboard API over plain http.
    return document.execCommand('copy');
  }
}

/**
 * A shell command with a copy button. The command is plain, selectable text, so it works without
 * JavaScript; the button only appears once the page is interactive, in space kept for it.
 */
export default function CopyCommand({ command, name, className }: CopyCommandProps): ReactNode {
  const isBrowser = useIsBrowser();
  const codeRef = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    const copied = await copyText(command, codeRef.current);
    setStatus(copied ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus('idle'), FEEDBACK_MS);
  }

  return (
    <div className={clsx(styles.command, className)}>
      <code ref={codeRef} className={styles.code}>
        {command}
      </code>
      {isBrowser && (
        <button type="button" className={clsx(styles.button, status === 'copied' && styles.copied)} onClick={copy}>
          {status === 'copied' ? 'Copied' : 'Copy'}
          <VisuallyHidden> {name}</VisuallyHidden>
        </button>
      )}
      <VisuallyHidden role="status">
        {status === 'copied' && `Copied “${command}” to the clipboard.`}
        {status === 'failed' && 'Could not copy: the command is selected, press Ctrl+C or ⌘C to copy it.'}
      </VisuallyHidden>
    </div>
  );
}
