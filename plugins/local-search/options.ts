/** Options of plugins/local-search, with their defaults and validation. */
import { Joi } from '@docusaurus/utils-validation';
import type { OptionValidationContext } from '@docusaurus/types';

export type Options = {
  /** Folder under the build output the index shards are written to, and fetched from. */
  outputDir: string;
  /** Path prefix of the API reference pages: they get `lvl0` "API Reference" and rank after the guides. */
  apiReferencePath: string;
  /** `lvl0` of docs pages outside any sidebar category. */
  docsLabel: string;
  /** `lvl0` of blog posts. */
  blogLabel: string;
  /** `lvl0` of API reference pages. */
  apiReferenceLabel: string;
};

export const DEFAULT_OPTIONS: Options = {
  outputDir: 'search-index',
  apiReferencePath: '/docs/typedoc',
  docsLabel: 'Documentation',
  blogLabel: 'Blog',
  apiReferenceLabel: 'API Reference',
};

const label = Joi.string().trim().min(1);
const schema = Joi.object<Options>({
  outputDir: Joi.string()
    .pattern(/^[a-z0-9_-]+$/i)
    .default(DEFAULT_OPTIONS.outputDir),
  apiReferencePath: Joi.string()
    .pattern(/^\/[^?#]*[^/?#]$/)
    .default(DEFAULT_OPTIONS.apiReferencePath),
  docsLabel: label.default(DEFAULT_OPTIONS.docsLabel),
  blogLabel: label.default(DEFAULT_OPTIONS.blogLabel),
  apiReferenceLabel: label.default(DEFAULT_OPTIONS.apiReferenceLabel),
});

export function validateOptions({ validate, options }: OptionValidationContext<Partial<Options>, Options>): Options {
  return validate(schema, options);
}
