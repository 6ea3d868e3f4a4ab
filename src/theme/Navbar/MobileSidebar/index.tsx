// Wraps the phone navbar's sidebar so it is first rendered when first opened, not on every phone page after hydration.
import { type ReactNode, useState } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import './styles.module.css';

// Docusaurus renders it (the navbar's items and the doc sidebar again) as soon as the window is known to be
// narrow, in the busiest moments of a page load, for a menu most readers never open. Once opened it stays, so
// it closes and reopens with its state. Its slide-in on first opening, which inserts it already shown, comes
// from styles.module.css.
export default function NavbarMobileSidebarWrapper(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? <NavbarMobileSidebar /> : null;
}
