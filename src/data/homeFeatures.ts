/**
 * The feature grid of the landing page. Each feature names something tRPC 11 does and links to the
 * current docs page that covers it; src/data/__tests__/homeFeatures.test.ts fails when that page does
 * not exist under docs/.
 */

export type HomeFeature = {
  title: string;
  /** One or two sentences, true of tRPC 11 as released. */
  description: string;
  doc: {
    /** A current doc id: `server/subscriptions` is docs/server/subscriptions.mdx, served at /docs/server/subscriptions. */
    id: string;
    /** The link's text: names the page, so it makes sense read out of context. */
    label: string;
  };
};

/** The URL of a current doc, from its id. */
export function docPath(id: string): string {
  return `/docs/${id}`;
}

export const homeFeatures: readonly HomeFeature[] = [
  {
    title: 'No code generation',
    description:
      'The client reads its types straight off your router through TypeScript inference. No schema file, no generator to run, nothing to fall out of date.',
    doc: { id: 'concepts', label: 'Concepts' },
  },
  {
    title: 'A lightweight client',
    description:
      '@trpc/client installs no third-party packages and needs no framework: a thin typed layer over fetch for your UI, scripts, tests and other servers.',
    doc: { id: 'client/vanilla', label: 'The vanilla client' },
  },
  {
    title: 'Subscriptions over SSE or WebSockets',
    description:
      'Write a subscription as an async generator and stream each value it yields, over Server-Sent Events on plain HTTP or over a WebSocket.',
    doc: { id: 'server/subscriptions', label: 'Subscriptions' },
  },
  {
    title: 'Runs where your server runs',
    description:
      'Adapters for Express, Fastify, Next.js, AWS Lambda and plain Node.js, plus a Fetch API adapter for Cloudflare Workers, Deno and Bun.',
    doc: { id: 'server/adapters', label: 'Adapters' },
  },
  {
    title: 'TanStack Query built in',
    description:
      'Every procedure gets typed useQuery and useMutation hooks, with the caching, refetching and devtools of TanStack React Query.',
    doc: { id: 'client/react', label: 'React Query integration' },
  },
  {
    title: 'Batched requests',
    description:
      'Calls made in the same tick travel together in one HTTP request, so a page that needs five queries makes a single round trip.',
    doc: { id: 'client/links/httpBatchLink', label: 'httpBatchLink' },
  },
];
