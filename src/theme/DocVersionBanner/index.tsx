// Ejected from @docusaurus/theme-classic 3.10.2 (safe to eject) for the banner's link: upstream points at the
// `lastVersion` (the current docs, even while they are unreleased, so /docs linked to itself); here it points
// at the newest version whose major is released (plugins/snippet-releases), on the same page when it exists there.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import type { PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocVersionBanner';
import type { SnippetReleasesData } from '@site/plugins/snippet-releases';

function BannerLabel({ siteTitle, version }: { siteTitle: string; version: PropVersionMetadata }): ReactNode {
  const versionLabel = <b>{version.label}</b>;
  return version.banner === 'unreleased' ? (
    <Translate id="theme.docs.versions.unreleasedVersionLabel" values={{ siteTitle, versionLabel }}>
      {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
    </Translate>
  ) : (
    <Translate id="theme.docs.versions.unmaintainedVersionLabel" values={{ siteTitle, versionLabel }}>
      {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
    </Translate>
  );
}

/** The released version's copy of this page, else its first page. */
function useReleasedSuggestion(pluginId: string | undefined): { name: string; label: string; path: string } | null {
  const { newestReleased } = usePluginData('snippet-releases') as SnippetReleasesData;
  const versions = useVersions(pluginId);
  const { alternateDocVersions } = useActiveDocContext(pluginId);
  const released = versions.find((version) => version.name === newestReleased);
  if (!released) return null;
  const mainDoc = released.docs.find((doc) => doc.id === released.mainDocId);
  const path = alternateDocVersions[released.name]?.path ?? mainDoc?.path ?? released.path;
  return { name: released.name, label: released.label, path };
}

function DocVersionBannerEnabled({ className, version }: Props & { version: PropVersionMetadata }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const suggestion = useReleasedSuggestion(version.pluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(version.pluginId);
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="alert"
    >
      <div>
        <BannerLabel siteTitle={siteConfig.title} version={version} />
      </div>
      {suggestion && suggestion.name !== version.version && (
        <div className="margin-top--md">
          <Translate
            id="theme.docs.versions.latestVersionSuggestionLabel"
            values={{
              versionLabel: suggestion.label,
              latestVersionLink: (
                <b>
                  <Link to={suggestion.path} onClick={() => savePreferredVersionName(suggestion.name)}>
                    <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
                  </Link>
                </b>
              ),
            }}
          >
            {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
          </Translate>
        </div>
      )}
    </div>
  );
}

export default function DocVersionBanner({ className }: Props): ReactNode {
  const version = useDocsVersion();
  return version.banner ? <DocVersionBannerEnabled className={className} version={version} /> : null;
}
