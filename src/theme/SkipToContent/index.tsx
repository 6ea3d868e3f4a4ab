// Ejected from @docusaurus/theme-classic 3.10.2 (safe to eject). The stock link removes main's
// tabindex right after focusing it, and Chromium's focus fixup then drops focus back to <body>;
// here main keeps tabindex="-1" until it loses focus, so keyboard users land in the content.
import { useCallback, useRef, type MouseEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import { SkipToContentFallbackId } from '@docusaurus/theme-common';
import { useLocationChange } from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

const LABEL = 'Skip to main content';

function focusUntilBlur(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
}

export default function SkipToContent(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const { action } = useHistory();

  const onClick = useCallback((event: MouseEvent) => {
    event.preventDefault();
    const target =
      document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
    if (target) focusUntilBlur(target);
  }, []);

  // As upstream: after a client-side navigation, the next Tab starts from the top of the page again.
  useLocationChange(({ location }) => {
    if (containerRef.current && !location.hash && action === 'PUSH') focusUntilBlur(containerRef.current);
  });

  return (
    <div ref={containerRef} role="region" aria-label={LABEL}>
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {LABEL}
      </a>
    </div>
  );
}
