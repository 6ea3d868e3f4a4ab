// Ejected from @docusaurus/theme-classic 3.10.2 (theme/DocSidebar): compare on upgrade. The one change: on a phone,
// it keeps the desktop sidebar server rendering drew (hidden there by CSS) instead of removing it.
import type { ReactNode } from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocSidebar';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';

// Docusaurus renders the desktop sidebar until the window size is known, then, on a narrow window, removes it
// in the re-render that follows hydration: work in the busiest moments of a page load, to take away what
// `display: none` already hides. The phone menu's copy is added as before.
export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
