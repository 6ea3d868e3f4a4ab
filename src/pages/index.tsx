import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import ClosingCta from './_components/ClosingCta';
import FeatureGrid from './_components/FeatureGrid';
import HomeHero from './_components/HomeHero';
import HomeSponsors from './_components/HomeSponsors';
import HowItWorks from './_components/HowItWorks';
import RenameDemo from './_components/RenameDemo';
import UsedBy from './_components/UsedBy';

export default function Home(): ReactNode {
  return (
    <Layout
      title="End-to-end typesafe APIs made easy"
      description="tRPC lets a TypeScript client call a TypeScript server with full type safety: no code generation, no schema to keep in sync."
    >
      <main>
        <HomeHero />
        <RenameDemo />
        <HowItWorks />
        <FeatureGrid />
        <UsedBy />
        <HomeSponsors />
        <ClosingCta />
      </main>
    </Layout>
  );
}
