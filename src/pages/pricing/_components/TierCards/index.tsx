import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { benefits, formatUsd, pricingTiers, sponsorCheckoutUrl, type PricingTier } from '@site/src/data/pricing';
import CheckIcon from '../CheckIcon';
import styles from './styles.module.css';

const benefitLabels = new Map(benefits.map((benefit) => [benefit.id, benefit.label]));

/** A card lists only what its tier adds to the one before; the comparison table below has the full picture. */
function TierCard({ tier, below }: { tier: PricingTier; below?: PricingTier }): ReactNode {
  const added = tier.benefits.filter((id) => !below?.benefits.includes(id));
  const price = formatUsd(tier.monthlyUsd);
  return (
    <li className={clsx(styles.card, tier.audience === 'individual' && styles.individual)}>
      <div>
        <h3 className={styles.name}>{tier.name}</h3>
        <p className={styles.price}>
          <span className={styles.amount}>{price}</span> per month
        </p>
        <p className={styles.summary}>{tier.summary}</p>
      </div>
      <div className={styles.includes}>
        {below && <p className={styles.everything}>Everything in {below.name}, plus:</p>}
        <ul className={styles.benefits}>
          {added.map((id) => (
            <li key={id}>
              <CheckIcon className={styles.check} />
              {benefitLabels.get(id)}
            </li>
          ))}
        </ul>
      </div>
      <Link className="button button--block button--outline button--primary" href={sponsorCheckoutUrl}>
        Sponsor {price} a month
      </Link>
    </li>
  );
}

export default function TierCards(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="tiers">
      <div className="container">
        <Heading as="h2" id="tiers">
          Sponsorship tiers
        </Heading>
        <p className={styles.intro}>
          Monthly amounts in US dollars, the currency GitHub Sponsors bills in. Each tier includes everything in the
          tier before it. If the tiers on GitHub Sponsors ever differ from this page, GitHub’s are the ones that apply.
        </p>
        <ul className={styles.grid}>
          {pricingTiers.map((tier, index) => (
            <TierCard key={tier.id} tier={tier} below={pricingTiers[index - 1]} />
          ))}
        </ul>
      </div>
    </section>
  );
}
