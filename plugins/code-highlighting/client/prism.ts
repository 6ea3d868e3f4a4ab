/**
 * Prism and the site's extra languages (themeConfig.prism.additionalLanguages), turning code into lines
 * of tokens. The server renders with it; the browser loads it only to highlight a code block that it
 * renders itself (after a client-side navigation), never for code that came highlighted in the HTML.
 */
import { normalizeTokens, Prism, type Token } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { compactLine } from './compactLine';

prismIncludeLanguages(Prism);

/**
 * The lines of `code` as Prism tokenizes it in `language` (prism-react-renderer's useTokenize, outside React),
 * each compacted (./compactLine.ts).
 */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]).map(compactLine);
  const env = { code, grammar, language, tokens: [] as (string | Prism.Token)[] };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens).map(compactLine);
}
