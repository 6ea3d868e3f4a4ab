/** Options of the host-redirects plugin: their type and validation. */
import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

export type Redirect = { from: string; to: string };

export type Options = {
  /** Old path to new path, both absolute and without a trailing slash (config/redirects.ts). */
  redirects: Redirect[];
  /** The HTTP status of every redirect: 301, as the pages moved for good. */
  status: 301 | 302 | 303 | 307 | 308;
};

// A path of `_redirects` is one whitespace-free token; a trailing slash would be written twice.
const sitePath = Joi.string().pattern(/^\/(\S*[^/\s])?$/, 'absolute path without whitespace or trailing slash');

const schema = Joi.object<Options>({
  redirects: Joi.array()
    .items(Joi.object({ from: sitePath.invalid('/').required(), to: sitePath.required() }))
    .required(),
  status: Joi.number().valid(301, 302, 303, 307, 308).default(301),
});

export function validateOptions({ validate, options }: OptionValidationContext<Partial<Options>, Options>): Options {
  return validate(schema, options);
}
