import { startTransition, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * A Markdown table in a horizontal scroll container. When the table is wider than the column, the
 * container becomes a focusable, labelled region so keyboard users can scroll it too (WCAG 2.1.1,
 * axe rule scrollable-region-focusable); a table that fits adds no extra tab stop.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return undefined;
    // A transition, not an urgent update: see "Updates right after hydration" in PERFORMANCE.md.
    const measure = () => startTransition(() => setOverflowing(scroller.scrollWidth > scroller.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={scrollerRef}
      className={styles.scroller}
      {...(overflowing && { tabIndex: 0, role: 'region', 'aria-label': 'Table, scrolls horizontally' })}
    >
      <table {...props} />
    </div>
  );
}
