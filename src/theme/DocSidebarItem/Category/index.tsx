// Wraps sidebar categories: one that neither collapses nor links (Introduction) becomes a plain title, where the theme renders an <a> without href that crawlers and Lighthouse's crawlable-anchors audit flag.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import Category from '@theme-original/DocSidebarItem/Category';
import type { Props } from '@theme/DocSidebarItem/Category';
import DocSidebarItems from '@theme/DocSidebarItems';
import styles from './styles.module.css';

export default function CategoryWrapper(props: Props): ReactNode {
  const { item, level, activePath, onItemClick } = props;
  if (item.collapsible || item.href) return <Category {...props} />;
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        item.className,
      )}
    >
      <div className="menu__list-item-collapsible">
        <span className={clsx('menu__link', styles.title)}>{item.label}</span>
      </div>
      <ul className="menu__list">
        <DocSidebarItems
          items={item.items}
          tabIndex={0}
          onItemClick={onItemClick}
          activePath={activePath}
          level={level + 1}
        />
      </ul>
    </li>
  );
}
