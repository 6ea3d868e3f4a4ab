import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { links } from '../../src/data/links';
import { homeFeatures } from '../../src/data/homeFeatures';
import { renameDemo } from '../../src/data/renameDemo';
import { sponsors } from '../../src/data/sponsors';
import { trpcUsers } from '../../src/data/users';
import { gotoHydrated, openPage, useSite } from '../../support/site';

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

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('home page', () => {
  const site = useSite();

  test('the hero states the tagline and leads to the quickstart', async () => {
    const context = await site.newContext();
    const { page, consoleErrors } = await openPage(site, context);
    await page.goto(site.url('/'));
    await page
      .getByRole('heading', { level: 1, name: 'Move Fast and Break Nothing. End-to-end typesafe APIs made easy.' })
      .waitFor();
    assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, 'one h1');
    assert.match((await hero(page).locator('p').first().textContent()) ?? '', /^tRPC lets your TypeScript client/);
    await hero(page).getByRole('link', { name: 'Quickstart', exact: true }).click();
    await page.waitForURL(site.url('/docs/quickstart'));
    await page.getByRole('heading', { level: 1, name: 'Quickstart' }).waitFor();
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('the hero links to the GitHub repository', async () => {
    const context = await site.newContext();
    const { page } = await openPage(site, context);
    await page.goto(site.url('/'));
    const github = hero(page).getByRole('link', { name: 'Star on GitHub' });
    assert.equal(await github.getAttribute('href'), links.github);
    await context.close();
  });

  test('the copy button puts exactly the install command on the clipboard and says so', async () => {
    const context = await site.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const { page, consoleErrors } = await openPage(site, context);
    await gotoHydrated(page, site.url('/'));
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    const button = hero(page).getByRole('button', { name: 'Copy install command' });
    await button.click();
    await hero(page).getByRole('button', { name: 'Copied install command' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), INSTALL_COMMAND);
    assert.match((await hero(page).getByRole('status').textContent()) ?? '', /Copied .* to the clipboard/);
    // The feedback fades, so the button can be used again.
    await button.waitFor({ timeout: 5000 });
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('without JavaScript the install command is plain, selectable text and no dead button is shown', async () => {
    const context = await site.newContext({ javaScriptEnabled: false });
    const { page } = await openPage(site, context);
    await page.goto(site.url('/'));
    const command = hero(page).locator('code', { hasText: INSTALL_COMMAND });
    assert.equal((await command.textContent())?.trim(), INSTALL_COMMAND);
    assert.notEqual(await command.evaluate((element) => getComputedStyle(element).userSelect), 'none');
    assert.equal(await hero(page).getByRole('button').count(), 0);
    // The rename figure does not need JavaScript either.
    assert.equal((await problem(page).textContent())?.trim().replace(/^✕\s*/, ''), `${TS_ERROR} ts(2339)`);
    await context.close();
  });

  test('the rename figure shows the server change and the client error, with a text alternative', async () => {
    const context = await site.newContext();
    const { page } = await openPage(site, context);
    await page.goto(site.url('/'));
    const figure = renameFigure(page);
    const caption = (await figure.locator('figcaption').textContent()) ?? '';
    assert.match(caption, /server\.ts.*renames name to fullName.*client\.ts.*user\.name.*underlined/s);
    assert.ok(caption.includes(`“${TS_ERROR}” (TS2339)`), `caption quotes the error: ${caption}`);

    // Reduced motion (the test default): a still diff with the error already shown.
    const removed = figure.locator('del');
    const added = figure.locator('ins');
    assert.match((await removed.textContent()) ?? '', /name: 'Ada'/);
    assert.match((await added.textContent()) ?? '', /fullName: 'Ada'/);
    assert.ok(await removed.isVisible());
    assert.ok(await added.isVisible());
    assert.deepEqual(await squiggled(page), ['name']);
    assert.ok(await problem(page).isVisible());
    assert.equal((await problem(page).textContent())?.trim().replace(/^✕\s*/, ''), `${TS_ERROR} ts(2339)`);
    assert.equal(await problem(page).evaluate((element) => getComputedStyle(element).animationName), 'none');
    assert.equal(await figure.getByRole('checkbox', { name: 'Pause animation' }).isVisible(), false);
    await context.close();
  });

  test('with motion allowed the figure animates, and a checkbox pauses it', async () => {
    const context = await site.newContext({ reducedMotion: 'no-preference' });
    const { page } = await openPage(site, context);
    await page.goto(site.url('/'));
    const figure = renameFigure(page);
    const playState = () => problem(page).evaluate((element) => getComputedStyle(element).animationPlayState);
    assert.notEqual(await problem(page).evaluate((element) => getComputedStyle(element).animationName), 'none');
    assert.equal(await playState(), 'running');
    await figure.getByRole('checkbox', { name: 'Pause animation' }).check();
    assert.equal(await playState(), 'paused');
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  test('"How it works" shows the three steps from docs/landing-intro, as clean code', async () => {
    const context = await site.newContext();
    const { page } = await openPage(site, context);
    await page.goto(site.url('/'));
    const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    assert.equal(await steps.count(), 3);
    for (const [index, title] of ['Define a router', 'Serve it', 'Call it with full types'].entries()) {
      const step = steps.nth(index);
      await step.getByRole('heading', { name: new RegExp(title) }).waitFor();
      const code = (await step.locator('pre').first().textContent()) ?? '';
      assert.match(code, /import/, `step ${index + 1} has a code sample`);
      assert.doesNotMatch(code, /@filename|---cut---|@errors|@include/, `step ${index + 1} shows sample-check markup`);
    }
    await context.close();
  });

  test('every feature links to a docs page that opens', async () => {
    const context = await site.newContext();
    const { page, consoleErrors } = await openPage(site, context);
    await page.goto(site.url('/'));
    const features = page.getByRole('region', { name: 'Everything a typed API needs' }).getByRole('listitem');
    assert.equal(await features.count(), homeFeatures.length);
    const targets: { title: string; href: string }[] = [];
    for (let index = 0; index < homeFeatures.length; index++) {
      const feature = features.nth(index);
      const title = (await feature.getByRole('heading', { level: 3 }).textContent()) ?? '';
      const link = feature.getByRole('link');
      assert.equal(await link.count(), 1, `${title}: one link`);
      targets.push({ title, href: (await link.getAttribute('href')) ?? '' });
    }
    // Follow the first link by clicking, like a reader; open the rest directly.
    await features.first().getByRole('link').click();
    await page.waitForURL(site.url(targets[0]!.href));
    for (const { title, href } of targets) {
      assert.match(href, /^\/docs\//, `${title}: links to the docs`);
      const response = await page.goto(site.url(href));
      assert.equal(response?.status(), 200, `${title}: ${href} answered ${response?.status()}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.notEqual(await page.title(), 'Page Not Found | tRPC', `${title}: ${href} is not a page`);
    }
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('"Used in production" names each project as text, with the public file that backs it', async () => {
    const context = await site.newContext();
    const { page } = await openPage(site, context);
    await page.goto(site.url('/'));
    const section = page.getByRole('region', { name: 'Used in production' });
    assert.equal(await section.locator('img, svg').count(), 0, 'no logos');
    const items = section.getByRole('listitem');
    assert.equal(await items.count(), trpcUsers.length);
    for (const [index, user] of trpcUsers.entries()) {
      const item = items.nth(index);
      assert.equal(await item.getByRole('link', { name: user.name, exact: true }).getAttribute('href'), user.url);
      const source = item.getByRole('link', { name: new RegExp(`^${user.name} source: `) });
      assert.equal(await source.getAttribute('href'), user.source);
    }
    await context.close();
  });

  test('sponsors come from the site data and the page ends with a call to action', async () => {
    const context = await site.newContext();
    const { page } = await openPage(site, context);
    await page.goto(site.url('/'));
    const section = page.getByRole('region', { name: 'Sponsors' });
    for (const sponsor of sponsors) {
      assert.equal(
        await section.getByRole('link', { name: sponsor.name, exact: true }).getAttribute('href'),
        sponsor.url,
      );
    }
    assert.equal(await section.getByRole('link', { name: 'Become a sponsor' }).getAttribute('href'), links.sponsor);

    const closing = page.getByRole('region', { name: 'Build your first typesafe API' });
    await closing.getByRole('link', { name: 'Read the docs' }).click();
    await page.waitForURL(site.url('/docs'));
    await page.goBack();
    await page
      .getByRole('region', { name: 'Build your first typesafe API' })
      .getByRole('link', { name: 'Quickstart' })
      .click();
    await page.waitForURL(site.url('/docs/quickstart'));
    await context.close();
  });

  test('no serious accessibility violations in dark mode, and nothing loaded from another host', async () => {
    const context = await site.newContext({ colorScheme: 'dark' });
    const { page, consoleErrors, foreignRequests } = await openPage(site, context);
    await page.goto(site.url('/'), { waitUntil: 'networkidle' });
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    assert.deepEqual(await seriousViolations(page), []);
    assert.deepEqual(foreignRequests, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
