import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import { commandHtml } from '@site/plugins/code-highlighting/client/commandHtml';

/** The package managers offered, in tab order; the reader's choice is shared by every page. */
export const PACKAGE_MANAGERS = {
  npm: { install: 'npm install', dev: 'npm install --save-dev' },
  pnpm: { install: 'pnpm add', dev: 'pnpm add --save-dev' },
  yarn: { install: 'yarn add', dev: 'yarn add --dev' },
  bun: { install: 'bun add', dev: 'bun add --dev' },
} as const;

export type InstallCommandProps = {
  /** Packages to install, with versions where they matter (`@trpc/server@^11`). */
  packages?: readonly string[];
  /** Packages to install as development dependencies, on a second line. */
  devPackages?: readonly string[];
};

/**
 * Install commands for npm, pnpm, yarn and bun in tabs. The chosen tab is remembered across pages
 * (groupId) and can be linked to (`?package-manager=pnpm`, queryString). Highlighted as the build highlights
 * bash, with no tokenizer in the browser.
 */
export default function InstallCommand({ packages = [], devPackages = [] }: InstallCommandProps): ReactNode {
  if (packages.length + devPackages.length === 0) throw new Error('<InstallCommand> needs packages or devPackages.');
  const command = ({ install, dev: installDev }: (typeof PACKAGE_MANAGERS)[keyof typeof PACKAGE_MANAGERS]) =>
    [
      packages.length && `${install} ${packages.join(' ')}`,
      devPackages.length && `${installDev} ${devPackages.join(' ')}`,
    ]
      .filter(Boolean)
      .join('\n');
  return (
    <Tabs groupId="package-manager" queryString>
      {Object.entries(PACKAGE_MANAGERS).map(([manager, commands]) => {
        const text = command(commands);
        return (
          <TabItem key={manager} value={manager} label={manager}>
            <CodeBlock language="bash" highlighted={commandHtml(text)}>
              {text}
            </CodeBlock>
          </TabItem>
        );
      })}
    </Tabs>
  );
}
