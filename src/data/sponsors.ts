/**
 * Organizations listed on /docs/community/sponsors. The page writes one `##` heading per tier and
 * renders `<SponsorList tier>` under it, so the table of contents links to each tier.
 * Names and links only: no logos, so the page loads nothing from another host.
 * src/data/__tests__/sponsors.test.ts checks the rules every entry must follow.
 */

import { links } from './links';

export type SponsorTier = 'platinum' | 'gold' | 'silver' | 'bronze';

export type Sponsor = {
  /** The organization's name as it appears on its GitHub Sponsors profile. */
  name: string;
  /** The organization's website, over https. */
  url: string;
  tier: SponsorTier;
};

/** Every tier, largest first: the order of the page's sections. */
export const sponsorTiers = ['platinum', 'gold', 'silver', 'bronze'] as const satisfies readonly SponsorTier[];

/** The heading text of each tier's section on the page. */
export const sponsorTierLabels = {
  platinum: 'Platinum',
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
} as const satisfies Record<SponsorTier, string>;

/** Where organizations and individuals sponsor the project. */
export const sponsorUrl = links.sponsor;

/** Organizations that have sponsored tRPC through GitHub Sponsors, grouped by the size of their sponsorship. */
export const sponsors: readonly Sponsor[] = [
  { name: 'Cal.com', url: 'https://cal.com', tier: 'platinum' },
  { name: 'Render', url: 'https://render.com', tier: 'gold' },
  { name: 'Ping.gg', url: 'https://ping.gg', tier: 'silver' },
  { name: 'Prisma', url: 'https://www.prisma.io', tier: 'silver' },
  { name: 'Echobind', url: 'https://echobind.com', tier: 'silver' },
  { name: 'Newfront', url: 'https://www.newfront.com', tier: 'bronze' },
];
