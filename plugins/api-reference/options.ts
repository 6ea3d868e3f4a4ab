/** Options of plugins/api-reference: the packages to document and where, with their validation. */
import { Joi } from '@docusaurus/utils-validation';
import type { OptionValidationContext } from '@docusaurus/types';
import type { PathMove } from './docLinks';

export type ReferencePackage = {
  /** Folder under the reference folder, and the URL segment (/docs/typedoc/<id>). */
  id: string;
  /** The npm package. */
  name: string;
  /** Entry point, relative to the install folder of the current docs' samples (snippets/v<current>). */
  entryPoint: string;
  /** Packages (ids) this one re-exports or references: their symbols link to their own reference. */
  linksTo: string[];
};

export type Options = {
  /** In generation order: a package may link only to the references of those before it. */
  packages: ReferencePackage[];
  /** Folder, relative to the site, that the reference is written to: a folder of the current docs. */
  referenceDir: string;
  /** The site's redirects (old path → page): links in doc comments to an old path lead to its page. */
  redirects: PathMove[];
  /** Links in doc comments whose page or section has another path on this site than on trpc.io. */
  movedLinks: PathMove[];
};

const pathMoves = Joi.array()
  .items(
    Joi.object<PathMove>({ from: Joi.string().pattern(/^\//).required(), to: Joi.string().pattern(/^\//).required() }),
  )
  .default([]);

const schema = Joi.object<Options>({
  packages: Joi.array()
    .items(
      Joi.object<ReferencePackage>({
        id: Joi.string()
          .pattern(/^[a-z0-9-]+$/)
          .required(),
        name: Joi.string().required(),
        entryPoint: Joi.string().required(),
        linksTo: Joi.array().items(Joi.string()).default([]),
      }),
    )
    .min(1)
    .unique('id')
    .required()
    .custom((packages: ReferencePackage[]) => {
      packages.forEach((pkg, index) => {
        const earlier = new Set(packages.slice(0, index).map((other) => other.id));
        const unknown = pkg.linksTo.filter((id) => !earlier.has(id));
        if (unknown.length > 0) {
          throw new Error(`"${pkg.id}" links to ${unknown.join(', ')}, which must be listed before it`);
        }
      });
      return packages;
    }),
  referenceDir: Joi.string().required(),
  redirects: pathMoves,
  movedLinks: pathMoves,
});

export function validateOptions({ validate, options }: OptionValidationContext<Partial<Options>, Options>): Options {
  return validate(schema, options);
}
