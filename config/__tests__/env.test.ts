import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EnvError, parseEnv } from '../env';
import { OPTIMIZATIONS } from '../optimizations';
import { DEFAULT_REPOSITORY } from '../repository';

describe('parseEnv', () => {
  test('an empty environment turns every third party off', () => {
    assert.deepEqual(parseEnv({}), {
      siteUrl: 'https://trpc.io',
      gtagTrackingId: undefined,
      algolia: undefined,
      socialCardUrlTemplate: undefined,
      bundleReport: false,
      optimizations: new Set(OPTIMIZATIONS),
      repository: DEFAULT_REPOSITORY,
    });
  });

  test('a fork names its repository and branch; a trailing slash is dropped', () => {
    const env = parseEnv({ REPOSITORY_URL: 'https://github.com/acme/trpc-docs/', REPOSITORY_BRANCH: 'next' });
    assert.deepEqual(env.repository, { url: 'https://github.com/acme/trpc-docs', branch: 'next' });
  });

  test('a repository address without an owner and a name names the variable', () => {
    assert.throws(() => parseEnv({ REPOSITORY_URL: 'https://github.com/acme' }), {
      name: 'EnvError',
      message: /REPOSITORY_URL is "https:\/\/github.com\/acme", which is not a repository's address/,
    });
    assert.throws(() => parseEnv({ REPOSITORY_URL: 'git@github.com:acme/docs.git' }), /REPOSITORY_URL/);
  });

  test('empty strings count as unset', () => {
    assert.equal(parseEnv({ GTAG_TRACKING_ID: '  ', SITE_URL: '' }).gtagTrackingId, undefined);
  });

  test('reads a valid analytics id and site URL', () => {
    const env = parseEnv({ GTAG_TRACKING_ID: 'G-ABC123XYZ', SITE_URL: 'https://docs.example.com/' });
    assert.equal(env.gtagTrackingId, 'G-ABC123XYZ');
    assert.equal(env.siteUrl, 'https://docs.example.com');
  });

  test('a malformed analytics id names the variable', () => {
    assert.throws(() => parseEnv({ GTAG_TRACKING_ID: 'UA-1234-1' }), {
      name: 'EnvError',
      message: /GTAG_TRACKING_ID is "UA-1234-1", which is not valid: expected a GA4 measurement id/,
    });
  });

  test('a site URL with a path is refused', () => {
    assert.throws(
      () => parseEnv({ SITE_URL: 'https://example.com/docs' }),
      /SITE_URL must be an origin without a path/,
    );
  });

  test('a site URL that is not a URL is refused', () => {
    assert.throws(() => parseEnv({ SITE_URL: 'trpc.io' }), /SITE_URL is "trpc.io", which is not an absolute URL/);
  });

  test('hosted search needs all three Algolia variables', () => {
    assert.throws(
      () => parseEnv({ ALGOLIA_APP_ID: 'ABCDEFGHIJ' }),
      (error: unknown) =>
        error instanceof EnvError &&
        error.message.startsWith('Environment variable ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME must be set too'),
    );
  });

  test('reads complete Algolia credentials', () => {
    const env = parseEnv({ ALGOLIA_APP_ID: 'ABCDEFGHIJ', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'trpc' });
    assert.deepEqual(env.algolia, { appId: 'ABCDEFGHIJ', apiKey: 'key', indexName: 'trpc' });
  });

  test('an Algolia app id of the wrong shape names the variable', () => {
    assert.throws(
      () => parseEnv({ ALGOLIA_APP_ID: 'abc', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'trpc' }),
      /ALGOLIA_APP_ID is "abc"/,
    );
  });

  test('reads a social card service URL template', () => {
    const template = 'https://cards.example.com/{slug}.png?title={title}';
    assert.equal(parseEnv({ SOCIAL_CARD_URL_TEMPLATE: template }).socialCardUrlTemplate, template);
  });

  test('a social card URL template without a per-page placeholder names the variable', () => {
    assert.throws(() => parseEnv({ SOCIAL_CARD_URL_TEMPLATE: 'https://cards.example.com/card.png' }), {
      name: 'EnvError',
      message:
        'Environment variable SOCIAL_CARD_URL_TEMPLATE is "https://cards.example.com/card.png", which needs a {slug} or {hash} placeholder, or every page would share one image.',
    });
  });

  test('a relative social card URL template is refused', () => {
    assert.throws(
      () => parseEnv({ SOCIAL_CARD_URL_TEMPLATE: '/cards/{slug}.png' }),
      /SOCIAL_CARD_URL_TEMPLATE is "\/cards\/\{slug\}.png", which is not an absolute URL/,
    );
  });

  test('OPTIMIZATIONS turns every optimisation on, off or only the ones it names', () => {
    assert.deepEqual(parseEnv({ OPTIMIZATIONS: 'all' }).optimizations, new Set(OPTIMIZATIONS));
    assert.deepEqual(parseEnv({ OPTIMIZATIONS: 'none' }).optimizations, new Set());
    assert.deepEqual(
      parseEnv({ OPTIMIZATIONS: 'staged-start, page-template' }).optimizations,
      new Set(['staged-start', 'page-template']),
    );
  });

  test('an unknown optimisation names the variable and lists the valid names', () => {
    assert.throws(() => parseEnv({ OPTIMIZATIONS: 'staged-start,prefetch' }), {
      name: 'EnvError',
      message: `Environment variable OPTIMIZATIONS names "prefetch", which is not an optimisation: expected all, none or a comma-separated list of ${OPTIMIZATIONS.join(', ')}.`,
    });
  });
});
