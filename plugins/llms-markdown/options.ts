/** Options of plugins/llms-markdown, with their defaults and validation. */
import { Joi } from '@docusaurus/utils-validation';
import type { OptionValidationContext } from '@docusaurus/types';

export type Options = {
  /** Id of the docs plugin instance whose versions get Markdown pages and llms files. */
  docsPluginId: string;
  /** Id of the blog plugin instance whose posts get Markdown pages; `false` for none. */
  blogPluginId: string | false;
  /** The line under the title of every llms.txt; the site's tagline when unset. */
  summary?: string;
};

export const DEFAULT_OPTIONS: Options = { docsPluginId: 'default', blogPluginId: 'default' };

const schema = Joi.object<Options>({
  docsPluginId: Joi.string().default(DEFAULT_OPTIONS.docsPluginId),
  blogPluginId: Joi.alternatives(Joi.string(), Joi.valid(false)).default(DEFAULT_OPTIONS.blogPluginId),
  summary: Joi.string().trim().min(1),
});

export function validateOptions({ validate, options }: OptionValidationContext<Partial<Options>, Options>): Options {
  return validate(schema, options);
}
