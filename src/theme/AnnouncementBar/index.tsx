// Wraps the announcement bar so a bar with a new id shows on the first page load. The theme's
// pre-hydration script hides the bar (by a data attribute on <html>) whenever the previous bar was
// dismissed; the theme then resets the dismissal for the new id but leaves that attribute set. The attribute
// and useAnnouncementBar are private to the theme: support/upstreamContracts.ts checks both.
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { INITIALLY_DISMISSED_ATTRIBUTE } from './initiallyDismissed';

export default function AnnouncementBarWrapper(props: ComponentProps<typeof AnnouncementBar>): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
