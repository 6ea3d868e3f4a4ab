/**
 * The attribute theme-classic's pre-hydration script sets on <html> when the previous bar was dismissed, and its
 * stylesheet hides the bar by. A module of its own so support/upstreamContracts.ts can check both still use it.
 */
export const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';
