/**
 * The site's configuration read from the environment, parsed in one place.
 *
 * Every variable is optional: a plain `npm run build` gives a site that loads nothing from another
 * host. A value that is set but malformed fails the build with the variable's name, so a typo in a
 * deployment setting never ships a silently broken site.
 */
import { urlTemplateProblem } from '../plugins/social-cards/options';
import { OPTIMIZATIONS, type Optimization } from './optimizations';
import { DEFAULT_REPOSITORY, type Repository } from './repository';

export type SiteEnv = {
  /** Canonical origin of the deployed site, used for sitemap, canonical and social URLs. */
  siteUrl: string;
  /** Google Analytics 4 measurement id; analytics is off when undefined. */
  gtagTrackingId: string | undefined;
  /** Hosted Algolia DocSearch credentials; local search is used when undefined. */
  algolia: { appId: string; apiKey: string; indexName: string } | undefined;
  /**
   * External image service for social cards (SOCIAL_CARD_URL_TEMPLATE, e.g.
   * `https://cards.example.com/{slug}.png`); the build renders its own cards when undefined.
   */
  socialCardUrlTemplate: string | undefined;
  /** RSDOCTOR=true (`npm run analyze`): the build also writes a bundle report of what each chunk carries. */
  bundleReport: boolean;
  /**
   * OPTIMIZATIONS: the runtime optimisations that are on (config/optimizations.ts): `all` (the default),
   * `none` (all seven off, where an upgrade starts; patches and ejected components stay: UPGRADING.md) or a
   * comma-separated list of their names.
   */
  optimizations: ReadonlySet<Optimization>;
  /** The site's source (config/repository.ts): REPOSITORY_URL and REPOSITORY_BRANCH. */
  repository: Repository;
};

export class EnvError extends Error {
  constructor(variable: string, problem: string) {
    super(`Environment variable ${variable} ${problem}`);
    this.name = 'EnvError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** Treats unset and empty-string values alike, as shells and CI systems often export empty values. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readMatching(env: Env, name: string, pattern: RegExp, hint: string): string | undefined {
  const value = read(env, name);
  if (value !== undefined && !pattern.test(value)) {
    throw new EnvError(name, `is "${value}", which is not valid: ${hint}.`);
  }
  return value;
}

function readSiteUrl(env: Env): string {
  const value = read(env, 'SITE_URL') ?? 'https://trpc.io';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EnvError('SITE_URL', `is "${value}", which is not an absolute URL (e.g. https://trpc.io).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new EnvError('SITE_URL', `must use http or https, got "${url.protocol}".`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new EnvError('SITE_URL', `must be an origin without a path (e.g. https://trpc.io), got "${value}".`);
  }
  return url.origin;
}

const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

function readAlgolia(env: Env): SiteEnv['algolia'] {
  const [appId, apiKey, indexName] = ALGOLIA_VARIABLES.map((name) => read(env, name));
  const given = ALGOLIA_VARIABLES.filter((name) => read(env, name) !== undefined);
  if (given.length === 0) return undefined;
  if (!appId || !apiKey || !indexName) {
    const missing = ALGOLIA_VARIABLES.filter((name) => !given.includes(name));
    throw new EnvError(
      missing.join(', '),
      `must be set too: hosted search needs all of ${ALGOLIA_VARIABLES.join(', ')} (only ${given.join(', ')} given).`,
    );
  }
  if (!/^[A-Z0-9]{10}$/.test(appId)) {
    throw new EnvError(
      'ALGOLIA_APP_ID',
      `is "${appId}", which is not an Algolia application id (10 capitals or digits).`,
    );
  }
  return { appId, apiKey, indexName };
}

function readSocialCardUrlTemplate(env: Env): string | undefined {
  const value = read(env, 'SOCIAL_CARD_URL_TEMPLATE');
  const problem = value === undefined ? undefined : urlTemplateProblem(value);
  if (problem) throw new EnvError('SOCIAL_CARD_URL_TEMPLATE', `is "${value}", which ${problem}.`);
  return value;
}

function readRepository(env: Env): Repository {
  const value = read(env, 'REPOSITORY_URL');
  const url = value?.replace(/\/$/, '') ?? DEFAULT_REPOSITORY.url;
  // An owner and a name under an https host: GitHub's /edit/ and /issues/new pages hang from it.
  if (!/^https:\/\/[^/\s]+\/[^/\s]+\/[^/\s]+$/.test(url)) {
    throw new EnvError(
      'REPOSITORY_URL',
      `is "${value}", which is not a repository's address (e.g. ${DEFAULT_REPOSITORY.url}).`,
    );
  }
  const branch = readMatching(env, 'REPOSITORY_BRANCH', /^[\w./-]+$/, 'expected a branch name such as main');
  return { url, branch: branch ?? DEFAULT_REPOSITORY.branch };
}

function readOptimizations(env: Env): ReadonlySet<Optimization> {
  const value = read(env, 'OPTIMIZATIONS') ?? 'all';
  if (value === 'all') return new Set(OPTIMIZATIONS);
  if (value === 'none') return new Set();
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(OPTIMIZATIONS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new EnvError(
      'OPTIMIZATIONS',
      `names ${unknown.map((name) => `"${name}"`).join(', ')}, which is not an optimisation: expected all, none or ` +
        `a comma-separated list of ${OPTIMIZATIONS.join(', ')}.`,
    );
  }
  return new Set(names as Optimization[]);
}

export function parseEnv(env: Env): SiteEnv {
  return {
    siteUrl: readSiteUrl(env),
    gtagTrackingId: readMatching(
      env,
      'GTAG_TRACKING_ID',
      /^G-[A-Z0-9]{4,}$/,
      'expected a GA4 measurement id such as G-ABC123XYZ',
    ),
    algolia: readAlgolia(env),
    socialCardUrlTemplate: readSocialCardUrlTemplate(env),
    bundleReport: readMatching(env, 'RSDOCTOR', /^(true|false)$/, 'expected true or false') === 'true',
    optimizations: readOptimizations(env),
    repository: readRepository(env),
  };
}
