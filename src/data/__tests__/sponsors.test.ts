import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { sponsors, sponsorTierLabels, sponsorTiers, sponsorUrl } from '../sponsors';

// The package is CommonJS, so paths resolve from __dirname.
const page = readFileSync(path.join(__dirname, '../../../docs/community/sponsors.mdx'), 'utf8');

test('every sponsor links to its website over https', () => {
  for (const sponsor of sponsors) {
    const url = new URL(sponsor.url);
    assert.equal(url.protocol, 'https:', `${sponsor.name}: URL must use https`);
    assert.equal(url.search + url.hash, '', `${sponsor.name}: URL must carry no query or tracking parameters`);
  }
});

test('sponsor names are non-empty and unique', () => {
  const names = sponsors.map((sponsor) => sponsor.name.trim().toLowerCase());
  assert.ok(
    names.every((name) => name.length > 0),
    'a sponsor has an empty name',
  );
  assert.deepEqual(
    names.filter((name, index) => names.indexOf(name) !== index),
    [],
    'duplicate sponsor names',
  );
});

test('every sponsor has a known tier, and every tier has a sponsor', () => {
  for (const sponsor of sponsors) {
    assert.ok(
      (sponsorTiers as readonly string[]).includes(sponsor.tier),
      `${sponsor.name}: unknown tier "${sponsor.tier}"`,
    );
  }
  for (const tier of sponsorTiers) {
    assert.ok(
      sponsors.some((sponsor) => sponsor.tier === tier),
      `tier "${tier}" has no sponsors`,
    );
  }
  assert.deepEqual(Object.keys(sponsorTierLabels).sort(), [...sponsorTiers].sort());
});

test('the page has a heading and a list for every tier, in order', () => {
  let lastIndex = -1;
  for (const tier of sponsorTiers) {
    const heading = page.indexOf(`\n## ${sponsorTierLabels[tier]}\n`);
    assert.ok(heading > lastIndex, `missing or out-of-order heading "## ${sponsorTierLabels[tier]}"`);
    const list = page.indexOf(`<SponsorList tier="${tier}" />`, heading);
    assert.ok(list > heading, `no <SponsorList tier="${tier}" /> under its heading`);
    lastIndex = heading;
  }
  assert.match(page, /^import SponsorList from '@site\/src\/components\/SponsorList';$/m);
});

test('the page links to the GitHub Sponsors profile of tRPC', () => {
  assert.equal(sponsorUrl, 'https://github.com/sponsors/trpc');
  assert.ok(page.includes(`](${sponsorUrl})`), 'the page must link to GitHub Sponsors');
});
