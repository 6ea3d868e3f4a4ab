/** Options of the security-headers plugin: their type and validation. */
import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import type { HeaderRule } from './headers-file';

export type Options = {
  /**
   * The rules of `_headers`, given the `'sha256-…'` source of every inline script the build has:
   * config/securityHeaders.ts puts them into the Content-Security-Policy's `script-src`.
   */
  headerRules: (scriptHashes: readonly string[]) => HeaderRule[];
  /** A line longer than this is reported: Cloudflare Pages drops `_headers` lines over 2,000 characters. */
  maxLineLength: number;
};

const schema = Joi.object<Options>({
  headerRules: Joi.function().required(),
  maxLineLength: Joi.number().integer().positive().default(2000),
});

export function validateOptions({ validate, options }: OptionValidationContext<Partial<Options>, Options>): Options {
  return validate(schema, options);
}
