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
  /**
   * Site components that render a list of links from data, by component name: their Markdown is that
   * list. E.g. `<AwesomeList category="x">` → `{ attribute: 'category', items: (x) => […] }`.
   */
  linkLists: LinkLists;
};

export type LinkListItem = { name: string; url: string; description?: string };
export type LinkLists = Record<
  string,
  { attribute: string; items: (value: string | undefined) => readonly LinkListItem[] }
>;

export const DEFAULT_OPTIONS: Options = { docsPluginId: 'default', blogPluginId: 'default', linkLists: {} };

const schema = Joi.object<Options>({
  docsPluginId: Joi.string().default(DEFAULT_OPTIONS.docsPluginId),
  blogPluginId: Joi.alternatives(Joi.string(), Joi.valid(false)).default(DEFAULT_OPTIONS.blogPluginId),
  summary: Joi.string().trim().min(1),
  linkLists: Joi.object()
    .pattern(Joi.string(), Joi.object({ attribute: Joi.string().required(), items: Joi.function().required() }))
    .default(DEFAULT_OPTIONS.linkLists),
});

export function validateOptions({ validate, options }: OptionValidationContext<Partial<Options>, Options>): Options {
  return validate(schema, options);
}
