/**
 * Gives every built page its own social preview card (1200×630 PNG: title, section or version, brand)
 * and points the page's og:image and twitter:image at it. Titles and sections come from the loaded
 * docs, blog and pages content (`allContentLoaded`); `postBuild` renders the cards, cached by content
 * hash, into build/img/cards/ and rewrites each route's HTML. See options.ts for the options.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { collectCardTexts, pageSubtitle, type AllContentLike, type CardText } from './content';
import { htmlFileForRoute, readPageTitle, rewriteSocialMeta, routeSlug, type SocialImage } from './html';
import { normalizeOptions, type Options, type PluginOptions } from './options';
import { cardKey, loadAssets, mapLimit, renderCard, writeCachedCard } from './render';
import { CARD_HEIGHT, CARD_WIDTH } from './template';

type Card = { route: string; file: string; text: CardText; key: string };

function expandTemplate(template: string, card: Card): string {
  const values: Record<string, string> = {
    slug: routeSlug(card.route),
    hash: card.key,
    title: encodeURIComponent(card.text.title),
    subtitle: encodeURIComponent(card.text.subtitle),
  };
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
}

export default function socialCardsPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const { siteConfig, siteDir } = context;
  let contentTexts = new Map<string, CardText>();

  return {
    name: 'social-cards',

    allContentLoaded({ allContent }) {
      contentTexts = collectCardTexts(allContent as AllContentLike, siteConfig.url);
    },

    async postBuild({ outDir, routesBuildMetadata }) {
      const started = performance.now();
      const assets = loadAssets(siteDir);
      const delimiter = siteConfig.titleDelimiter;
      const routes = Object.keys(routesBuildMetadata).filter((route) => !options.excludeRoutes.includes(route));

      const cards = routes.map((route): Card => {
        const file = path.join(outDir, htmlFileForRoute(route, siteConfig.trailingSlash));
        if (!existsSync(file)) {
          throw new Error(`[social-cards] route ${route} has no built page at ${path.relative(siteDir, file)}.`);
        }
        const text = contentTexts.get(route) ?? {
          title: readPageTitle(readFileSync(file, 'utf8'), siteConfig.title, delimiter) ?? siteConfig.title,
          subtitle: pageSubtitle(siteConfig.url, route),
        };
        return { route, file, text, key: cardKey(text, assets.fingerprint) };
      });

      const publicPath = `${siteConfig.baseUrl.replace(/\/$/, '')}/${options.outputPath}`;
      const imageFor = (card: Card): SocialImage =>
        options.urlTemplate
          ? { url: expandTemplate(options.urlTemplate, card), alt: card.text.title }
          : {
              url: new URL(`${publicPath}/${card.key}.png`, siteConfig.url).href,
              alt: card.text.title,
              width: CARD_WIDTH,
              height: CARD_HEIGHT,
            };

      const conflicts: string[] = [];
      for (const card of cards) {
        const result = rewriteSocialMeta(readFileSync(card.file, 'utf8'), imageFor(card));
        if (result.conflicts.length > 0) conflicts.push(`${card.route}: ${result.conflicts.join(' ')}`);
        writeFileSync(card.file, result.html);
      }
      if (conflicts.length > 0) {
        throw new Error(
          `[social-cards] these pages set their own social image, which React would restore next to the card:\n- ` +
            `${conflicts.join('\n- ')}\nRemove the \`image:\` front matter or <Head> image tags: every page gets a generated card.`,
        );
      }

      if (options.urlTemplate) {
        const host = new URL(options.urlTemplate.replace(/\{\w+\}/g, 'x')).host;
        logger.info(`[social-cards] ${cards.length} pages point at the image service on ${host}.`);
        return;
      }
      const unique = [...new Map(cards.map((card) => [card.key, card])).values()];
      const cacheDir = path.join(siteDir, options.cacheDir);
      const results = await mapLimit(unique, availableParallelism(), (card) =>
        writeCachedCard(card.key, cacheDir, path.join(outDir, options.outputPath, `${card.key}.png`), () =>
          renderCard(card.text, assets),
        ),
      );
      const rendered = results.filter((result) => !result.hit).length;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.success(
        `[social-cards] ${cards.length} pages, ${unique.length} cards: ${rendered} rendered, ` +
          `${unique.length - rendered} from cache, in ${seconds} s.`,
      );
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<(Options & { id?: string }) | undefined, PluginOptions & { id: string }>) {
  // Docusaurus passes the instance id along and needs it back.
  return { ...normalizeOptions(options), id: options?.id ?? 'default' };
}
