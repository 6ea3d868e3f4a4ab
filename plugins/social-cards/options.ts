/** Options of the social-cards plugin: their type, defaults and validation. */

export type PluginOptions = {
  /**
   * Folder, inside the build output, that the PNG cards are written to; it is also their URL path
   * (`img/cards/<hash>.png` is served at `<siteUrl>/img/cards/<hash>.png`).
   */
  outputPath: string;
  /**
   * Folder, relative to the site directory, that keeps rendered cards between builds, keyed by the hash
   * of their text, template, fonts and brand icon: an unchanged page costs a file copy next build.
   */
  cacheDir: string;
  /**
   * Address of an external image service, e.g. `https://cards.example.com/{slug}.png`. When set, no PNG
   * is rendered and every page's og:image points there. Placeholders: `{slug}` (the route path without
   * its leading slash, `index` for `/`), `{hash}` (the card's content hash), `{title}` and `{subtitle}`
   * (URL-encoded). Without it, nothing external is referenced.
   */
  urlTemplate: string | undefined;
  /** Routes that get no card, e.g. the 404 page. */
  excludeRoutes: string[];
};

/** What docusaurus.config.ts may pass: every option is optional. */
export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  outputPath: 'img/cards',
  cacheDir: 'node_modules/.cache/social-cards',
  urlTemplate: undefined,
  excludeRoutes: ['/404.html'],
};

export const URL_TEMPLATE_PLACEHOLDERS = ['slug', 'hash', 'title', 'subtitle'] as const;

export class SocialCardsOptionsError extends Error {
  constructor(message: string) {
    super(`social-cards plugin: ${message}`);
    this.name = 'SocialCardsOptionsError';
  }
}

/**
 * Says what is wrong with an image-service URL template, or returns undefined when it is usable.
 * Shared with config/env.ts, which reports the problem under the environment variable's name.
 */
export function urlTemplateProblem(template: string): string | undefined {
  let url: URL;
  try {
    url = new URL(template.replace(/\{(\w+)\}/g, 'placeholder'));
  } catch {
    return 'is not an absolute URL (e.g. https://cards.example.com/{slug}.png)';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `must use http or https, got "${url.protocol}"`;
  const placeholders = [...template.matchAll(/\{(\w*)\}/g)].map((match) => match[1]!);
  const unknown = placeholders.filter((name) => !(URL_TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    return `has unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}; use ${URL_TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`;
  }
  if (!placeholders.includes('slug') && !placeholders.includes('hash')) {
    return 'needs a {slug} or {hash} placeholder, or every page would share one image';
  }
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function relativeFolder(name: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new SocialCardsOptionsError(`"${name}" must be a non-empty folder path, got ${JSON.stringify(value)}.`);
  }
  if (value.startsWith('/') || value.split(/[\\/]/).includes('..')) {
    throw new SocialCardsOptionsError(
      `"${name}" must be a relative path inside the site, without "..", got "${value}".`,
    );
  }
  return value.replace(/\/+$/, '');
}

/** Fills in defaults and checks every option, naming the option and the expected value on error. */
export function normalizeOptions(options: unknown = {}): PluginOptions {
  if (!isRecord(options))
    throw new SocialCardsOptionsError(`options must be an object, got ${JSON.stringify(options)}.`);
  // Docusaurus adds the plugin instance id to the options it validates.
  const { id: _id, ...given } = options;
  const known = Object.keys(DEFAULT_OPTIONS);
  const unknown = Object.keys(given).filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    throw new SocialCardsOptionsError(`unknown option "${unknown[0]}"; known options are ${known.join(', ')}.`);
  }
  const merged = {
    ...DEFAULT_OPTIONS,
    ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)),
  };

  const { urlTemplate, excludeRoutes } = merged;
  if (urlTemplate !== undefined) {
    if (typeof urlTemplate !== 'string') {
      throw new SocialCardsOptionsError(`"urlTemplate" must be a string, got ${JSON.stringify(urlTemplate)}.`);
    }
    const problem = urlTemplateProblem(urlTemplate);
    if (problem) throw new SocialCardsOptionsError(`"urlTemplate" ${problem}, got "${urlTemplate}".`);
  }
  if (
    !Array.isArray(excludeRoutes) ||
    excludeRoutes.some((route) => typeof route !== 'string' || !route.startsWith('/'))
  ) {
    throw new SocialCardsOptionsError(
      `"excludeRoutes" must be a list of route paths starting with "/", got ${JSON.stringify(excludeRoutes)}.`,
    );
  }
  return {
    outputPath: relativeFolder('outputPath', merged.outputPath),
    cacheDir: relativeFolder('cacheDir', merged.cacheDir),
    urlTemplate: urlTemplate as string | undefined,
    excludeRoutes: excludeRoutes as string[],
  };
}
