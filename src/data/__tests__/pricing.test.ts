import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { links } from '@site/src/data/links';
import {
  benefits,
  formatUsd,
  pricingQuestions,
  pricingTiers,
  sponsorCheckoutUrl,
  sponsorsDocsPath,
  splitLinks,
} from '../pricing';
import { sponsorTierLabels, sponsorTiers } from '../sponsors';

// The package is CommonJS, so paths resolve from __dirname.
const docsDir = path.join(__dirname, '../../../docs');

/** Whether a site path such as /docs/community/sponsors is a page of the current docs. */
function isDocsPage(sitePath: string): boolean {
  const id = sitePath.replace(/^\/docs\/?/, '') || 'index';
  return ['.mdx', '.md', '/index.mdx', '/index.md'].some((ending) => existsSync(path.join(docsDir, id + ending)));
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

test('tier and benefit ids are unique', () => {
  assert.deepEqual(duplicates(pricingTiers.map((tier) => tier.id)), [], 'duplicate tier ids');
  assert.deepEqual(duplicates(benefits.map((benefit) => benefit.id)), [], 'duplicate benefit ids');
  assert.deepEqual(duplicates(benefits.map((benefit) => benefit.label)), [], 'duplicate benefit labels');
});

test('amounts are positive whole dollars, strictly increasing from the first tier to the last', () => {
  let previous = 0;
  for (const tier of pricingTiers) {
    assert.ok(Number.isInteger(tier.monthlyUsd), `${tier.id}: amount must be whole dollars`);
    assert.ok(tier.monthlyUsd > previous, `${tier.id}: ${tier.monthlyUsd} must be above the tier before (${previous})`);
    previous = tier.monthlyUsd;
  }
});

test('the organization tiers are exactly those of src/data/sponsors.ts, smallest first, with the same names', () => {
  const organizationTiers = pricingTiers.filter((tier) => tier.audience === 'organization');
  assert.deepEqual(
    organizationTiers.map((tier) => tier.id),
    [...sponsorTiers].reverse(),
  );
  for (const tier of organizationTiers) {
    assert.equal(tier.name, sponsorTierLabels[tier.id as keyof typeof sponsorTierLabels], `${tier.id}: name`);
  }
});

test('there is one individual tier, and it is the smallest', () => {
  const individual = pricingTiers.filter((tier) => tier.audience === 'individual');
  assert.equal(individual.length, 1);
  assert.equal(pricingTiers[0], individual[0]);
});

test('every benefit a tier lists exists, once, and every benefit is offered by some tier', () => {
  const known = new Set(benefits.map((benefit) => benefit.id));
  for (const tier of pricingTiers) {
    assert.ok(tier.benefits.length > 0, `${tier.id}: no benefits`);
    assert.deepEqual(duplicates(tier.benefits), [], `${tier.id}: a benefit is listed twice`);
    for (const id of tier.benefits) assert.ok(known.has(id), `${tier.id}: unknown benefit "${id}"`);
  }
  for (const benefit of benefits) {
    assert.ok(
      pricingTiers.some((tier) => tier.benefits.includes(benefit.id)),
      `benefit "${benefit.id}" belongs to no tier`,
    );
  }
});

test('each tier includes everything the tier below it does, plus something more', () => {
  for (const [index, tier] of pricingTiers.entries()) {
    const below = pricingTiers[index - 1];
    if (!below) continue;
    const missing = below.benefits.filter((id) => !tier.benefits.includes(id));
    assert.deepEqual(missing, [], `${tier.id} lacks benefits that ${below.id} has`);
    assert.ok(tier.benefits.length > below.benefits.length, `${tier.id} adds nothing over ${below.id}`);
  }
});

test('text fields are filled in and summaries are sentences', () => {
  for (const tier of pricingTiers) {
    assert.ok(tier.name.trim(), `${tier.id}: empty name`);
    assert.match(tier.summary, /^[A-Z].*\.$/, `${tier.id}: summary should be a sentence`);
  }
  for (const benefit of benefits) assert.match(benefit.label, /^[A-Z]\S/, `${benefit.id}: label`);
});

test('questions have unique slug ids and answers in whole sentences', () => {
  assert.ok(pricingQuestions.length >= 5, 'the FAQ should cover invoices, one-off gifts, funds, changes and support');
  assert.deepEqual(duplicates(pricingQuestions.map((entry) => entry.id)), [], 'duplicate question ids');
  for (const entry of pricingQuestions) {
    assert.match(entry.id, /^[a-z0-9]+(-[a-z0-9]+)*$/, `"${entry.id}" is not a slug`);
    assert.match(entry.question, /\?$/, `${entry.id}: the question should end with a question mark`);
    assert.ok(entry.answer.length > 0, `${entry.id}: no answer`);
    for (const paragraph of entry.answer) assert.match(paragraph, /[.!?]$/, `${entry.id}: unfinished paragraph`);
  }
});

test('every link in an answer is https or a page of the current docs', () => {
  for (const entry of pricingQuestions) {
    for (const paragraph of entry.answer) {
      assert.doesNotMatch(
        splitLinks(paragraph)
          .filter((part) => !part.href)
          .map((part) => part.text)
          .join(''),
        /\]\(|\[[^\]]*\]/,
        `${entry.id}: malformed link markup`,
      );
      for (const { href } of splitLinks(paragraph)) {
        if (!href) continue;
        if (href.startsWith('/')) {
          assert.ok(isDocsPage(href), `${entry.id}: ${href} is not a docs page`);
        } else {
          const url = new URL(href);
          assert.equal(url.protocol, 'https:', `${entry.id}: ${href} must use https`);
        }
      }
    }
  }
});

test('the call-to-action targets are the GitHub Sponsors profile and the docs sponsors page', () => {
  assert.equal(sponsorCheckoutUrl, links.sponsor);
  assert.equal(new URL(sponsorCheckoutUrl).protocol, 'https:');
  assert.ok(isDocsPage(sponsorsDocsPath), `${sponsorsDocsPath} is not a docs page`);
});

test('splitLinks keeps text and links in order', () => {
  assert.deepEqual(splitLinks('See [the docs](/docs) or [GitHub](https://github.com/trpc/trpc).'), [
    { text: 'See ' },
    { text: 'the docs', href: '/docs' },
    { text: ' or ' },
    { text: 'GitHub', href: 'https://github.com/trpc/trpc' },
    { text: '.' },
  ]);
  assert.deepEqual(splitLinks('No links here.'), [{ text: 'No links here.' }]);
});

test('formatUsd writes whole dollars with thousands separators', () => {
  assert.equal(formatUsd(10), '$10');
  assert.equal(formatUsd(1000), '$1,000');
});
