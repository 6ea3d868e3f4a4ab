import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import PricingFaq from './_components/PricingFaq';
import PricingHero from './_components/PricingHero';
import SponsorCallToAction from './_components/SponsorCallToAction';
import TierCards from './_components/TierCards';
import TierComparison from './_components/TierComparison';

export default function Pricing(): ReactNode {
  return (
    <Layout
      title="Pricing"
      description="tRPC is free and MIT-licensed. Companies and developers who want to fund its upkeep can sponsor it on GitHub; here are the tiers and what each includes."
    >
      <main>
        <PricingHero />
        <TierCards />
        <TierComparison />
        <PricingFaq />
        <SponsorCallToAction />
      </main>
    </Layout>
  );
}
