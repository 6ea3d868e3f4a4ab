// Ejected from @docusaurus/theme-classic 3.10.2 (theme/Tabs): compare on upgrade. The one change: no remount
// after hydration (stock keys the tabs on `isBrowser`, a fix from React 17 days, facebook/docusaurus#5653).
// The remount threw away the server's HTML of every tab, so each code block in a tab was drawn plain and
// highlighted again with Prism loaded for it (plugins/code-highlighting). The remembered or linked tab is
// still selected on load: useTabsContextValue syncs it in a layout effect, an ordinary update after hydration.
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/Tabs';
import styles from './styles.module.css';

function TabList({ className }: { className?: string }): ReactNode {
  const { selectedValue, selectValue, tabValues, block } = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();

  const handleTabChange = (event: KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null | undefined = null;
    switch (event.key) {
      case 'Enter':
        handleTabChange(event);
        break;
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0];
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1];
        break;
      }
      default:
        break;
    }
    focusElement?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', { 'tabs--block': block }, className)}>
      {tabValues.map(({ value, label, attributes }) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tab) => {
            tabRefs.push(tab);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabsContainer({ className, children }: { className?: string; children: ReactNode }): ReactNode {
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // Infima's former name, kept by the stock component for backward compatibility.
        'tabs-container',
        styles.tabList,
      )}
    >
      <TabList className={className} />
      <div className="margin-top--md">{children}</div>
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <TabsContainer className={props.className}>{sanitizeTabsChildren(props.children)}</TabsContainer>
    </TabsProvider>
  );
}
