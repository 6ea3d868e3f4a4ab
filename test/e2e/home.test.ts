import type { Page } from '@playwright/test';
import { links } from '../../src/data/links';
import { homeFeatures } from '../../src/data/homeFeatures';
import { renameDemo } from '../../src/data/renameDemo';
import { sponsors } from '../../src/data/sponsors';
import { trpcUsers } from '../../src/data/users';
import { gotoHydrated } from '../../support/site';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const INSTALL_COMMAND = 'npm install @trpc/server @trpc/client';
const TS_ERROR = renameDemo.clientError.message;

/** The page's main landmark: the navbar and footer have Quickstart and GitHub links of their own. */
const main = (page: Page) => page.getByRole('main');
const hero = (page: Page) => main(page).locator('header').first();
const renameFigure = (page: Page) => main(page).getByRole('figure', { name: /renames name to fullName/ });
/** The editor's error box (the caption quotes the same message). */
const problem = (page: Page) => renameFigure(page).locator('p', { hasText: 'ts(2339)' });

/** The texts in the figure drawn with a wavy underline. */
const squiggled = (page: Page) =>
  renameFigure(page).evaluate((figure) =>
    Array.from(figure.querySelectorAll('span'))
      .filter((element) => getComputedStyle(element).textDecorationStyle === 'wavy')
      .map((element) => element.textContent),
  );

test.describe('home page', () => {
  test('the hero states the tagline and leads to the quickstart', async ({ page, log }) => {
    await page.goto('/');
    await page
      .getByRole('heading', { level: 1, name: 'Move Fast and Break Nothing. End-to-end typesafe APIs made easy.' })
      .waitFor();
    await expect(page.getByRole('heading', { level: 1 }), 'one h1').toHaveCount(1);
    expect((await hero(page).locator('p').first().textContent()) ?? '').toMatch(/^tRPC lets your TypeScript client/);
    await hero(page).getByRole('link', { name: 'Quickstart', exact: true }).click();
    await page.waitForURL('/docs/quickstart');
    await expect(page.getByRole('heading', { level: 1, name: 'Quickstart' })).toBeVisible();
    expect(log.consoleErrors).toEqual([]);
  });

  test('the hero links to the GitHub repository', async ({ page }) => {
    await page.goto('/');
    const github = hero(page).getByRole('link', { name: 'Star on GitHub' });
    await expect(github).toHaveAttribute('href', links.github);
  });

  test('the copy button puts exactly the install command on the clipboard and says so', async ({ newContext }) => {
    const { page, log } = await newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    // The feedback lasts 2 s of the page's time; the test holds that time still while it reads the
    // feedback, so a slow machine cannot fade it first.
    await page.clock.install();
    await gotoHydrated(page, '/');
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await page.clock.pauseAt(Date.now() + 60_000);
    const button = hero(page).getByRole('button', { name: 'Copy install command' });
    await button.click();
    await expect(hero(page).getByRole('button', { name: 'Copied install command' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(INSTALL_COMMAND);
    await expect(hero(page).getByRole('status')).toHaveText(`Copied “${INSTALL_COMMAND}” to the clipboard.`);
    // The feedback fades after 2 s, so the button can be used again.
    await page.clock.runFor(1_900);
    await expect(hero(page).getByRole('button', { name: 'Copied install command' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(button).toBeVisible();
    await expect(hero(page).getByRole('status')).toHaveText('');
    expect(log.consoleErrors).toEqual([]);
  });

  test('without JavaScript the install command is plain, selectable text and no dead button is shown', async ({
    newContext,
  }) => {
    const { page } = await newContext({ javaScriptEnabled: false });
    await page.goto('/');
    const command = hero(page).locator('code', { hasText: INSTALL_COMMAND });
    expect((await command.textContent())?.trim()).toBe(INSTALL_COMMAND);
    expect(await command.evaluate((element) => getComputedStyle(element).userSelect)).not.toBe('none');
    await expect(hero(page).getByRole('button')).toHaveCount(0);
    // The rename figure does not need JavaScript either.
    expect((await problem(page).textContent())?.trim().replace(/^✕\s*/, '')).toBe(`${TS_ERROR} ts(2339)`);
  });

  test('the rename figure shows the server change and the client error, with a text alternative', async ({ page }) => {
    await page.goto('/');
    const figure = renameFigure(page);
    const caption = (await figure.locator('figcaption').textContent()) ?? '';
    expect(caption).toMatch(/server\.ts.*renames name to fullName.*client\.ts.*user\.name.*underlined/s);
    expect(caption.includes(`“${TS_ERROR}” (TS2339)`), `caption quotes the error: ${caption}`).toBeTruthy();

    // Reduced motion (the test default): a still diff with the error already shown.
    const removed = figure.locator('del');
    const added = figure.locator('ins');
    expect((await removed.textContent()) ?? '').toMatch(/name: 'Ada'/);
    expect((await added.textContent()) ?? '').toMatch(/fullName: 'Ada'/);
    await expect(removed).toBeVisible();
    await expect(added).toBeVisible();
    expect(await squiggled(page)).toEqual(['name']);
    await expect(problem(page)).toBeVisible();
    expect((await problem(page).textContent())?.trim().replace(/^✕\s*/, '')).toBe(`${TS_ERROR} ts(2339)`);
    expect(await problem(page).evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expect(figure.getByRole('checkbox', { name: 'Pause animation' })).toBeHidden();
  });

  test('with motion allowed the figure animates, and a checkbox pauses it', async ({ newContext }) => {
    const { page } = await newContext({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const figure = renameFigure(page);
    const playState = () => problem(page).evaluate((element) => getComputedStyle(element).animationPlayState);
    expect(await problem(page).evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
    expect(await playState()).toBe('running');
    await figure.getByRole('checkbox', { name: 'Pause animation' }).check();
    expect(await playState()).toBe('paused');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('"How it works" shows the three steps from docs/landing-intro, as clean code', async ({ page }) => {
    await page.goto('/');
    const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    for (const [index, title] of ['Define a router', 'Serve it', 'Call it with full types'].entries()) {
      const step = steps.nth(index);
      await expect(step.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
      const code = (await step.locator('pre').first().textContent()) ?? '';
      expect(code, `step ${index + 1} has a code sample`).toMatch(/import/);
      expect(code, `step ${index + 1} shows sample-check markup`).not.toMatch(/@filename|---cut---|@errors|@include/);
    }
  });

  test('every feature links to a docs page that opens', async ({ page, log }) => {
    await page.goto('/');
    const features = page.getByRole('region', { name: 'Everything a typed API needs' }).getByRole('listitem');
    await expect(features).toHaveCount(homeFeatures.length);
    const targets: { title: string; href: string }[] = [];
    for (let index = 0; index < homeFeatures.length; index++) {
      const feature = features.nth(index);
      const title = (await feature.getByRole('heading', { level: 3 }).textContent()) ?? '';
      const link = feature.getByRole('link');
      await expect(link, `${title}: one link`).toHaveCount(1);
      targets.push({ title, href: (await link.getAttribute('href')) ?? '' });
    }
    // Follow the first link by clicking, like a reader; open the rest directly.
    await features.first().getByRole('link').click();
    await page.waitForURL(targets[0]!.href);
    for (const { title, href } of targets) {
      expect(href, `${title}: links to the docs`).toMatch(/^\/docs\//);
      const response = await page.goto(href);
      expect(response?.status(), `${title}: ${href} answered ${response?.status()}`).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.title(), `${title}: ${href} is not a page`).not.toBe('Page Not Found | tRPC');
    }
    expect(log.consoleErrors).toEqual([]);
  });

  test('"Used in production" names each project as text, with the public file that backs it', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Used in production' });
    await expect(section.locator('img, svg'), 'no logos').toHaveCount(0);
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(trpcUsers.length);
    for (const [index, user] of trpcUsers.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('link', { name: user.name, exact: true })).toHaveAttribute('href', user.url);
      const source = item.getByRole('link', { name: new RegExp(`^${user.name} source: `) });
      await expect(source).toHaveAttribute('href', user.source);
    }
  });

  test('sponsors come from the site data and the page ends with a call to action', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Sponsors' });
    for (const sponsor of sponsors) {
      await expect(section.getByRole('link', { name: sponsor.name, exact: true })).toHaveAttribute('href', sponsor.url);
    }
    await expect(section.getByRole('link', { name: 'Become a sponsor' })).toHaveAttribute('href', links.sponsor);

    const closing = page.getByRole('region', { name: 'Build your first typesafe API' });
    await closing.getByRole('link', { name: 'Read the docs' }).click();
    await page.waitForURL('/docs');
    await page.goBack();
    await page
      .getByRole('region', { name: 'Build your first typesafe API' })
      .getByRole('link', { name: 'Quickstart' })
      .click();
    await page.waitForURL('/docs/quickstart');
  });

  test('no serious accessibility violations in dark mode, and nothing loaded from another host', async ({
    pageWith,
  }) => {
    const { page, log } = await pageWith({ colorScheme: 'dark' });
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await seriousViolations(page)).toEqual([]);
    expect(log.foreignRequests).toEqual([]);
    expect(log.consoleErrors).toEqual([]);
  });
});
