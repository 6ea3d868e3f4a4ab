import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_OPTIONS, normalizeOptions, urlTemplateProblem } from '../options';
import { validateOptions } from '../index';

describe('social-cards options', () => {
  test('defaults render cards locally into img/cards, cached under node_modules/.cache', () => {
    assert.deepEqual(normalizeOptions(undefined), DEFAULT_OPTIONS);
    assert.deepEqual(normalizeOptions({ urlTemplate: undefined }), DEFAULT_OPTIONS);
    assert.equal(DEFAULT_OPTIONS.urlTemplate, undefined);
    assert.equal(DEFAULT_OPTIONS.cacheDir, 'node_modules/.cache/social-cards');
  });

  test('Docusaurus gets the instance id back', () => {
    assert.deepEqual(validateOptions({ options: { id: 'default' }, validate: () => ({}) as never }), {
      ...DEFAULT_OPTIONS,
      id: 'default',
    });
  });

  test('accepts an image service template and trims a trailing slash from folders', () => {
    const options = normalizeOptions({ urlTemplate: 'https://cards.example.com/{slug}.png', outputPath: 'og/' });
    assert.equal(options.urlTemplate, 'https://cards.example.com/{slug}.png');
    assert.equal(options.outputPath, 'og');
  });

  test('an unknown option is named with the known ones', () => {
    assert.throws(() => normalizeOptions({ outDir: 'cards' }), {
      name: 'SocialCardsOptionsError',
      message:
        'social-cards plugin: unknown option "outDir"; known options are outputPath, cacheDir, urlTemplate, excludeRoutes.',
    });
  });

  test('a template without a per-page placeholder is refused', () => {
    assert.throws(() => normalizeOptions({ urlTemplate: 'https://cards.example.com/card.png' }), {
      message:
        'social-cards plugin: "urlTemplate" needs a {slug} or {hash} placeholder, or every page would share one image, got "https://cards.example.com/card.png".',
    });
  });

  test('template problems: not absolute, wrong scheme, unknown placeholder, wrong type', () => {
    assert.equal(
      urlTemplateProblem('cards/{slug}.png'),
      'is not an absolute URL (e.g. https://cards.example.com/{slug}.png)',
    );
    assert.equal(urlTemplateProblem('ftp://cards.example.com/{slug}.png'), 'must use http or https, got "ftp:"');
    assert.equal(
      urlTemplateProblem('https://cards.example.com/{slug}.png?v={version}'),
      'has unknown placeholder {version}; use {slug}, {hash}, {title}, {subtitle}',
    );
    assert.equal(urlTemplateProblem('https://cards.example.com/{hash}.png?t={title}&s={subtitle}'), undefined);
    assert.throws(() => normalizeOptions({ urlTemplate: 42 }), /"urlTemplate" must be a string, got 42\./);
  });

  test('folders must stay inside the site', () => {
    assert.throws(
      () => normalizeOptions({ cacheDir: '../cache' }),
      /"cacheDir" must be a relative path inside the site, without "\.\.", got "\.\.\/cache"\./,
    );
    assert.throws(() => normalizeOptions({ outputPath: '/img' }), /"outputPath" must be a relative path/);
    assert.throws(() => normalizeOptions({ outputPath: '' }), /"outputPath" must be a non-empty folder path, got ""\./);
  });

  test('excluded routes must be paths', () => {
    assert.throws(
      () => normalizeOptions({ excludeRoutes: ['404.html'] }),
      /"excludeRoutes" must be a list of route paths starting with "\/", got \["404.html"\]\./,
    );
    assert.throws(() => normalizeOptions('cards'), /options must be an object, got "cards"\./);
  });
});
