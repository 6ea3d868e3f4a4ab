import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newIssueUrl } from '../newIssueUrl';

test("a report opens a new issue titled by the page, its body naming the page's URL and version", () => {
  const url = new URL(
    newIssueUrl('https://github.com/acme/docs', {
      title: 'Routers & procedures',
      url: 'https://trpc.io/docs/server/routers',
      version: '11.x',
    }),
  );
  assert.equal(url.origin + url.pathname, 'https://github.com/acme/docs/issues/new');
  assert.equal(url.searchParams.get('title'), 'Docs: Routers & procedures');
  assert.match(url.searchParams.get('body')!, /^Page: https:\/\/trpc\.io\/docs\/server\/routers\nVersion: 11\.x\n/);
});
