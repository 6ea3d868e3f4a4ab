import { forwardRef, startTransition, useEffect, useState, type ComponentProps } from 'react';

type Props = ComponentProps<'button'> & { translations?: Partial<{ buttonText: string }> };

/**
 * The navbar's search button, in DocSearch's markup and classes (so its styles apply), replacing
 * `DocSearchButton`, whose accessible name "Search (Control+k)" does not contain its visible text
 * "Search Ctrl K" (WCAG 2.5.3, axe `label-content-name-mismatch`). Here the label is the visible text as
 * written, "Search Ctrl K" or "Search ⌘ K" (spaces between the parts so that it reads that way), which still
 * names the button below 768 px, where DocSearch's CSS hides the text; `aria-keyshortcuts` announces the
 * shortcut.
 * The key hint appears once mounted, when the platform is known (as in DocSearch); its box is there
 * from the first paint (styles.css), so the navbar items beside it do not move when the page hydrates.
 */
export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  { translations = {}, ...props },
  ref,
) {
  const { buttonText = 'Search' } = translations;
  const [modifier, setModifier] = useState<'⌘' | 'Ctrl' | null>(null);
  useEffect(() => {
    // A transition, not an urgent update: see "Updates right after hydration" in PERFORMANCE.md.
    startTransition(() => setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'));
  }, []);
  const shortcut = modifier === '⌘' ? 'Meta+k' : 'Control+k';
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={modifier ? `${buttonText} ${modifier} K` : buttonText}
      aria-keyshortcuts={modifier ? shortcut : undefined}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <kbd
              className={
                modifier === 'Ctrl' ? 'DocSearch-Button-Key DocSearch-Button-Key--ctrl' : 'DocSearch-Button-Key'
              }
            >
              {modifier}
            </kbd>{' '}
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
