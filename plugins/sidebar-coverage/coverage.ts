/** Pure helpers of the sidebar-coverage plugin: which docs of a version no sidebar reaches. */

/** The parts of a loaded sidebar item that can point at a doc. */
export type SidebarItemLike = {
  type: string;
  id?: string;
  items?: readonly SidebarItemLike[];
  link?: { type: string; id?: string };
};

export type VersionLike = {
  versionName: string;
  docs: readonly { id: string; source: string; unlisted?: boolean }[];
  sidebars: Readonly<Record<string, readonly SidebarItemLike[]>>;
};

export function docIdsInSidebar(items: readonly SidebarItemLike[]): Set<string> {
  const ids = new Set<string>();
  const visit = (item: SidebarItemLike) => {
    if ((item.type === 'doc' || item.type === 'ref') && item.id) ids.add(item.id);
    if (item.link?.type === 'doc' && item.link.id) ids.add(item.link.id);
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return ids;
}

/** Lists, per version, the source files of listed docs that appear in none of its sidebars. */
export function findDocsMissingFromSidebars(versions: readonly VersionLike[]): string[] {
  return versions.flatMap((version) => {
    const reachable = new Set(Object.values(version.sidebars).flatMap((items) => [...docIdsInSidebar(items)]));
    return version.docs
      .filter((doc) => !doc.unlisted && !reachable.has(doc.id))
      .map((doc) => `${doc.source} (version ${version.versionName}, id "${doc.id}")`);
  });
}
