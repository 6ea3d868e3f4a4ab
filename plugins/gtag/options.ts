/** Options of plugins/gtag, validated so a bad id fails the build with the option's name. */
import { Joi } from '@docusaurus/utils-validation';
import type { OptionValidationContext } from '@docusaurus/types';

export type Options = {
  /**
   * Google Analytics 4 measurement id, e.g. G-ABC123XYZ (config/env.ts reads it from GTAG_TRACKING_ID).
   * Without it analytics is off: no tag, no request to another host.
   */
  trackingID?: string | undefined;
};

const schema = Joi.object<Options>({
  trackingID: Joi.string()
    .pattern(/^G-[A-Z0-9]{4,}$/)
    .optional()
    .messages({ 'string.pattern.base': '"trackingID" must be a GA4 measurement id such as G-ABC123XYZ' }),
});

export function validateOptions({ validate, options }: OptionValidationContext<Options, Options>): Options {
  return validate(schema, options);
}
