/** Options of plugins/sidebar-coverage, with their defaults and validation. */
import { Joi } from '@docusaurus/utils-validation';
import type { OptionValidationContext } from '@docusaurus/types';

export type Options = {
  /** Id of the docs plugin instance whose versions are checked. */
  docsPluginId: string;
};

export const DEFAULT_OPTIONS: Options = { docsPluginId: 'default' };

const schema = Joi.object<Options>({
  docsPluginId: Joi.string().default(DEFAULT_OPTIONS.docsPluginId),
});

export function validateOptions({ validate, options }: OptionValidationContext<Partial<Options>, Options>): Options {
  return validate(schema, options);
}
