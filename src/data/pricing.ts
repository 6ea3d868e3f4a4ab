/**
 * What /pricing shows: the sponsorship tiers, the benefits they include and the questions people ask
 * before sponsoring. tRPC itself costs nothing; these tiers are ways to fund it on GitHub Sponsors.
 * src/data/__tests__/pricing.test.ts checks the rules every entry must follow.
 */

import { links } from '@site/src/data/links';
import { sponsorTierLabels, type SponsorTier } from './sponsors';
import { formatWholeNumber } from '../utils/formatting';

/** The organization tiers of src/data/sponsors.ts, plus one for people sponsoring on their own account. */
export type PricingTierId = SponsorTier | 'individual';

export type BenefitId =
  'github-profile' | 'readme-backers' | 'docs-sponsors-page' | 'readme-logo' | 'home-page' | 'top-placement';

export type Benefit = {
  id: BenefitId;
  /** Row heading of the comparison table and list item on the tier cards. */
  label: string;
};

export type PricingTier = {
  id: PricingTierId;
  /** The heading of the tier's card and table column; organization tiers reuse the sponsor list's labels. */
  name: string;
  /** Suggested monthly amount in US dollars, the currency GitHub Sponsors bills in. */
  monthlyUsd: number;
  audience: 'individual' | 'organization';
  /** One sentence on who the tier suits. */
  summary: string;
  /** What the tier includes; every tier includes everything the tier below it does. */
  benefits: readonly BenefitId[];
};

export type PricingQuestion = {
  /** Unique; the `id` of the question on the page, so answers can be linked to. */
  id: string;
  question: string;
  /**
   * The answer's paragraphs. `[text](url)` makes a link: an https address or a path on this site.
   * Nothing else is interpreted.
   */
  answer: readonly string[];
};

/** Where every "sponsor" button on the page points. */
export const sponsorCheckoutUrl = links.sponsor;

/** The docs page that lists the organizations that sponsor tRPC. */
export const sponsorsDocsPath = '/docs/community/sponsors';

/** Every benefit, in the order of the comparison table's rows: the ones every tier has first. */
export const benefits: readonly Benefit[] = [
  { id: 'github-profile', label: 'Public thanks on the tRPC GitHub Sponsors profile' },
  { id: 'readme-backers', label: 'Avatar among the backers in the README' },
  { id: 'docs-sponsors-page', label: 'Name and link on the docs sponsors page' },
  { id: 'readme-logo', label: 'Logo in its tier’s row of the README' },
  { id: 'home-page', label: 'Name on the tRPC home page' },
  { id: 'top-placement', label: 'First place in every sponsor list' },
];

const everyone = ['github-profile', 'readme-backers'] as const satisfies readonly BenefitId[];
const bronze = [...everyone, 'docs-sponsors-page'] as const satisfies readonly BenefitId[];
const silver = [...bronze, 'readme-logo'] as const satisfies readonly BenefitId[];
const gold = [...silver, 'home-page'] as const satisfies readonly BenefitId[];
const platinum = [...gold, 'top-placement'] as const satisfies readonly BenefitId[];

/** Every tier, smallest first: the order of the cards and of the table's columns. */
export const pricingTiers: readonly PricingTier[] = [
  {
    id: 'individual',
    name: 'Individual',
    monthlyUsd: 10,
    audience: 'individual',
    summary: 'For developers who use tRPC and want to chip in from their own account.',
    benefits: everyone,
  },
  {
    id: 'bronze',
    name: sponsorTierLabels.bronze,
    monthlyUsd: 100,
    audience: 'organization',
    summary: 'For small teams and start-ups with tRPC somewhere in their stack.',
    benefits: bronze,
  },
  {
    id: 'silver',
    name: sponsorTierLabels.silver,
    monthlyUsd: 250,
    audience: 'organization',
    summary: 'For companies whose product talks to its API through tRPC every day.',
    benefits: silver,
  },
  {
    id: 'gold',
    name: sponsorTierLabels.gold,
    monthlyUsd: 500,
    audience: 'organization',
    summary: 'For companies that build several products on tRPC and want it maintained for years.',
    benefits: gold,
  },
  {
    id: 'platinum',
    name: sponsorTierLabels.platinum,
    monthlyUsd: 1000,
    audience: 'organization',
    summary: 'For organizations that count on tRPC at scale and want to fund a real share of its upkeep.',
    benefits: platinum,
  },
];

export type AnswerPart = { text: string; href?: string };

/** Splits an answer paragraph into plain text and `[text](url)` links, in order. */
export function splitLinks(paragraph: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
    if (match.index > last) parts.push({ text: paragraph.slice(last, match.index) });
    parts.push({ text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) parts.push({ text: paragraph.slice(last) });
  return parts;
}

/** "$1,000": whole dollars, as on GitHub Sponsors. */
export function formatUsd(amount: number): string {
  return `$${formatWholeNumber(amount)}`;
}

export const pricingQuestions: readonly PricingQuestion[] = [
  {
    id: 'is-it-free',
    question: 'Do I have to pay to use tRPC in a commercial product?',
    answer: [
      'No. Every tRPC package is published under the MIT License, which lets you use, change and ship it in open or closed source, paid or free products. Sponsoring unlocks no feature, package or licence: the code is the same for everyone.',
    ],
  },
  {
    id: 'invoices',
    question: 'Can our company get an invoice or a receipt?',
    answer: [
      'Payments go through GitHub, not through the maintainers, so GitHub issues the receipts, and the sponsoring account finds them in its billing settings. The maintainers cannot write invoices on GitHub’s behalf.',
      'If your finance team can only pay against an invoice rather than by card or PayPal, ask GitHub about invoiced billing for sponsorships; [GitHub’s Sponsors documentation](https://docs.github.com/en/sponsors) describes the options.',
    ],
  },
  {
    id: 'one-off',
    question: 'Can I give once instead of every month?',
    answer: [
      `Yes. On the [GitHub Sponsors page](${links.sponsor}), choose a one-time amount instead of a monthly tier. One-off gifts are just as welcome; the listings in the table above follow the monthly tiers, so a single payment may not add a name to the sponsor lists.`,
    ],
  },
  {
    id: 'use-of-funds',
    question: 'How is the money used?',
    answer: [
      'Sponsorships are paid to the tRPC organization on GitHub, and the maintainers decide how to spend them. In practice they buy maintainer time for the work nobody else picks up: triaging issues, reviewing pull requests, cutting releases, keeping up with new TypeScript, React and Next.js versions, and writing these docs.',
    ],
  },
  {
    id: 'change-or-cancel',
    question: 'Can we change our tier or stop sponsoring?',
    answer: [
      'Yes, at any time and without asking anyone. Open your sponsorship on GitHub to move to another tier, set an end date or cancel; GitHub’s billing rules decide when the change takes effect.',
      `The sponsor list on the [docs sponsors page](${sponsorsDocsPath}) is kept by hand, so it can take a while to catch up. If it shows the wrong tier for your organization, open a pull request that edits it.`,
    ],
  },
  {
    id: 'support',
    question: 'Does sponsoring buy support or priority for our issues?',
    answer: [
      'No. A sponsorship is a contribution, not a support contract: it comes with no guaranteed response time, no priority for bug reports or feature requests and no say over the roadmap. Issues are handled on their merits in the open, whoever reports them.',
      `Questions about using tRPC are best asked in [GitHub Discussions](${links.github}/discussions) or on [Discord](${links.discord}), where the community and the maintainers answer when they can.`,
    ],
  },
  {
    id: 'other-platforms',
    question: 'Can we sponsor some other way than GitHub Sponsors?',
    answer: [
      'GitHub Sponsors is the only channel the project lists, so you need a GitHub account, personal or organization, to sponsor. If money is not an option, starring the repository, answering other people’s questions and [contributing](/docs/community/contributing) help too.',
    ],
  },
];
