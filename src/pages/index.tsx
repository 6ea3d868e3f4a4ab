import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import HomeHero from './_components/HomeHero';
import HowItWorks from './_components/HowItWorks';

export default function Home(): ReactNode {
  return (
    <Layout
      title="End-to-end typesafe APIs made easy"
      description="tRPC lets a TypeScript client call a TypeScript server with full type safety: no code generation, no schema to keep in sync."
    >
      <main>
        <HomeHero />
        <HowItWorks />
      </main>
    </Layout>
  );
}
