// Wraps the doc footer to state which tRPC release this version's samples are type-checked against, and to
// add "Report a problem".
// Not in the theme's safe-swizzle list, but it takes no props: the wrapper only needs it to exist.
import type { ReactNode } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type { SnippetReleasesData } from '@site/plugins/snippet-releases';
import ReportProblem from '@site/src/components/ReportProblem';
import styles from './styles.module.css';

export default function DocItemFooterWrapper(): ReactNode {
  const { version, label } = useDocsVersion();
  const { metadata } = useDoc();
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
      <ReportProblem title={metadata.title} permalink={metadata.permalink} version={label} />
    </>
  );
}
