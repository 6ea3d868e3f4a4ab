// Wraps the layout to give the /search page (see src/theme/SearchPage) a <main> landmark around its
// content; every other page is passed through untouched.
import { useContext, type ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type { Props } from '@theme/Layout';
import { InSearchPage } from '../SearchPage/context';

export default function LayoutWrapper({ children, ...props }: Props): ReactNode {
  const searchPage = useContext(InSearchPage);
  return (
    <Layout {...props}>{searchPage ? <main className={searchPage.mainClassName}>{children}</main> : children}</Layout>
  );
}
