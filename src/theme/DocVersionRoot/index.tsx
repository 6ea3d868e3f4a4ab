// Wraps each docs version to mark an unmaintained version's pages (9.x) "noindex, follow": they must not outrank the current docs, and the sitemap plugin leaves noindex pages out.
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type DocVersionRootType from '@theme/DocVersionRoot';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DocVersionRootType>;

export default function DocVersionRootWrapper(props: Props): ReactNode {
  return (
    <>
      {props.version.banner === 'unmaintained' && (
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
      )}
      <DocVersionRoot {...props} />
    </>
  );
}
