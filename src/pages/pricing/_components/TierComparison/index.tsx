import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { benefits, formatUsd, pricingTiers } from '@site/src/data/pricing';
import CheckIcon from '../CheckIcon';
import styles from './styles.module.css';
import VisuallyHidden from '@site/src/components/VisuallyHidden';

/** Tiers as columns, benefits as rows; on narrow screens the table scrolls sideways. */
export default function TierComparison(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="compare">
      <div className="container">
        <Heading as="h2" id="compare">
          Compare the tiers
        </Heading>
        <ScrollableTable className={styles.table}>
          <caption className={styles.caption}>Benefits of each tier</caption>
          <thead>
            <tr>
              <th scope="col">Benefit</th>
              {pricingTiers.map((tier) => (
                <th key={tier.id} scope="col" className={styles.tierHeader}>
                  {tier.name}
                  <span className={styles.tierPrice}>{formatUsd(tier.monthlyUsd)} / month</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {benefits.map((benefit) => (
              <tr key={benefit.id}>
                <th scope="row" className={styles.benefit}>
                  {benefit.label}
                </th>
                {pricingTiers.map((tier) =>
                  tier.benefits.includes(benefit.id) ? (
                    <td key={tier.id} className={styles.cell}>
                      <CheckIcon className={styles.check} />
                      <VisuallyHidden>Included</VisuallyHidden>
                    </td>
                  ) : (
                    <td key={tier.id} className={styles.cell}>
                      <span className={styles.dash} aria-hidden="true">
                        –
                      </span>
                      <VisuallyHidden>Not included</VisuallyHidden>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      </div>
    </section>
  );
}
