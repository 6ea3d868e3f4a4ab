// Replaces the stock dropdown, whose fallback for a page missing from a version is that version's
// introduction: this one opens the closest page from src/data/closestDocs.ts instead.
// Rewritten from @docusaurus/theme-classic 3.10.2 with its public hooks only; compare on upgrade.
import type { ReactNode } from 'react';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
  type ActiveDocContext,
  type GlobalDoc,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import { useHistorySelector } from '@docusaurus/theme-common';
import type { LinkLikeNavbarItemProps } from '@theme/NavbarItem';
import type { Props } from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import { closestDocId } from '@site/src/data/closestDocs';

function targetDoc(version: GlobalVersion, { activeDoc, alternateDocVersions }: ActiveDocContext): GlobalDoc {
  const sameDoc = alternateDocVersions[version.name];
  if (sameDoc) return sameDoc;
  const closestId = activeDoc && closestDocId(version.name, activeDoc.id);
  return version.docs.find((doc) => doc.id === closestId) ?? version.docs.find((doc) => doc.id === version.mainDocId)!;
}

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: versionsConfig, // unused: this site lists every version, in the docs plugin's order
  ...props
}: Props): ReactNode {
  const suffix = useHistorySelector((history) => `${history.location.search}${history.location.hash}`);
  const activeDocContext = useActiveDocContext(docsPluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(docsPluginId);
  const versions = useVersions(docsPluginId);
  const displayedVersion = useDocsVersionCandidates(docsPluginId)[0] ?? versions[0]!;

  const items: LinkLikeNavbarItemProps[] = [
    ...dropdownItemsBefore,
    ...versions.map((version) => ({
      label: version.label,
      to: `${targetDoc(version, activeDocContext).path}${suffix}`,
      isActive: () => version === activeDocContext.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];
  const showsVersionsLabel = mobile && items.length > 1;
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={showsVersionsLabel ? 'Versions' : displayedVersion.label}
      to={showsVersionsLabel ? undefined : targetDoc(displayedVersion, activeDocContext).path}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
