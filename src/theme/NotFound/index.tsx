// Ejected from @docusaurus/theme-classic 3.10.2 (safe to eject) to render our not-found content,
// which offers ways back (home, docs, quickstart, blog) instead of a dead end.
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import NotFoundContent from '@site/src/components/NotFoundContent';

export default function NotFound(): ReactNode {
  const title = translate({ id: 'theme.NotFound.title', message: 'Page Not Found' });
  return (
    <>
      <PageMetadata title={title} />
      <Layout>
        <NotFoundContent />
      </Layout>
    </>
  );
}
