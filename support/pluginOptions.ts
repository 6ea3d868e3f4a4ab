/** Runs a plugin's `validateOptions` the way Docusaurus does (Joi, defaults applied), for unit tests. */
import type { OptionValidationContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';

export function validatePluginOptions<Input, Output>(
  validateOptions: (context: OptionValidationContext<Input, Output>) => Output,
  options: NoInfer<Input>,
): Output {
  const validate = ((schema, given) =>
    normalizePluginOptions(schema as never, given as never)) as OptionValidationContext<Input, Output>['validate'];
  return validateOptions({ validate, options });
}
