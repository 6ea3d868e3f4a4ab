import { useState, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { markdownPath } from '@site/plugins/llms-markdown/client/paths';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';
const LABELS: Record<Status, string> = { idle: 'Copy page', copied: 'Copied', failed: 'Copy failed' };

/**
 * "Copy page" puts the page's Markdown (served beside it by plugins/llms-markdown) on the clipboard,
 * for pasting into an AI assistant; the menu opens that Markdown or the version's llms.txt.
 */
export default function CopyPage({ permalink, llmsTxt }: { permalink: string; llmsTxt: string }): ReactNode {
  const markdownUrl = useBaseUrl(markdownPath(permalink));
  const llmsTxtUrl = useBaseUrl(llmsTxt);
  const [status, setStatus] = useState<Status>('idle');

  async function copy() {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`${markdownUrl} answered ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    window.setTimeout(() => setStatus('idle'), 2000);
  }

  return (
    <div className={styles.copyPage}>
      <button type="button" className="button button--secondary button--sm" onClick={copy} aria-live="polite">
        {LABELS[status]}
      </button>
      <details className={styles.menu}>
        <summary className="button button--secondary button--sm" aria-label="More ways to read this page">
          <span aria-hidden="true">▾</span>
        </summary>
        <ul className={styles.menuList}>
          <li>
            <a href={markdownUrl} target="_blank" rel="noopener">
              View as Markdown
            </a>
          </li>
          <li>
            <a href={llmsTxtUrl} target="_blank" rel="noopener">
              llms.txt of this version
            </a>
          </li>
        </ul>
      </details>
    </div>
  );
}
