import type { ReactNode } from 'react';
import LinkCardList from '@site/src/components/LinkCardList';
import { sponsors, type SponsorTier } from '@site/src/data/sponsors';

export type SponsorListProps = {
  /** Which tier to list. The page writes the tier's `##` heading itself, so the TOC sees it. */
  tier: SponsorTier;
};

/** The sponsors of one tier of src/data/sponsors.ts, as name cards (no logos, nothing fetched). */
export default function SponsorList({ tier }: SponsorListProps): ReactNode {
  const inTier = sponsors.filter((sponsor) => sponsor.tier === tier);
  return (
    <LinkCardList
      large={tier === 'platinum'}
      // "cal.com" from "https://cal.com".
      items={inTier.map((sponsor) => ({ ...sponsor, caption: new URL(sponsor.url).host.replace(/^www\./, '') }))}
    />
  );
}
