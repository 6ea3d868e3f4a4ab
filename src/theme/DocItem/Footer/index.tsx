// Wraps the doc footer to state which tRPC release this version's samples are type-checked against.
// Not in the theme's safe-swizzle list, but it takes no props: the wrapper only needs it to exist.
import type { ReactNode } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type { SnippetReleasesData } from '@site/plugins/snippet-releases';
import styles from './styles.module.css';

export default function DocItemFooterWrapper(): ReactNode {
  const { version } = useDocsVersion();
  const { releases } = usePluginData('snippet-releases') as SnippetReleasesData;
  const release = releases[version];
  return (
    <>
      <Footer />
      {release && (
        <p className={styles.checkedAgainst}>
          Examples on this page are type-checked against <code>@trpc/server@{release}</code>.
        </p>
      )}
    </>
  );
}
