// Wraps the doc content to put the "Copy page" button (the page as Markdown, for AI assistants) above it.
import type { ReactNode } from 'react';
import { useActiveVersion, useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import { llmsFileNames } from '@site/plugins/llms-markdown/client/paths';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const version = useActiveVersion(undefined);
  return (
    <>
      <CopyPage permalink={metadata.permalink} llmsTxt={`/${llmsFileNames(version?.path ?? '/docs').index}`} />
      <Content {...props} />
    </>
  );
}
