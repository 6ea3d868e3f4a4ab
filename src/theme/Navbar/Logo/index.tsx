// Wraps the navbar logo so that a right click opens /media, where the logo files can be downloaded.
// Not in the theme's safe-swizzle list, but it takes no props: the wrapper only needs it to exist.
import type { MouseEvent, ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import Logo from '@theme-original/Navbar/Logo';

const MEDIA_PATH = '/media';

export default function NavbarLogoWrapper(): ReactNode {
  const history = useHistory();
  const openMediaPage = (event: MouseEvent) => {
    event.preventDefault();
    history.push(MEDIA_PATH);
  };
  return (
    <div onContextMenu={openMediaPage} style={{ display: 'contents' }}>
      <Logo />
    </div>
  );
}
