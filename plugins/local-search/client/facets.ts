/** Which shards (`docusaurus_tag` values) a search reads, from the Algolia facetFilters it sends. */

/** The shards searched when a request names no version: the blog's (and pages') and the current docs'. */
export const DEFAULT_TAGS = ['default', 'docs-default-current'];

/**
 * The values Algolia facetFilters (AND of entries, an inner array being an OR) allow for each attribute.
 * Values for the same attribute from several AND entries are intersected; negations (`attr:-value`)
 * are ignored, and so is an OR across different attributes (it cannot narrow one attribute).
 */
export function allowedFacetValues(facetFilters: unknown): Map<string, Set<string>> {
  const entries: unknown[] =
    typeof facetFilters === 'string' ? [facetFilters] : Array.isArray(facetFilters) ? facetFilters : [];
  const allowed = new Map<string, Set<string>>();
  for (const entry of entries) {
    const alternatives = (Array.isArray(entry) ? entry : [entry]).filter((x): x is string => typeof x === 'string');
    const byAttribute = new Map<string, Set<string>>();
    for (const filter of alternatives) {
      const colon = filter.indexOf(':');
      if (colon < 1) continue;
      const attribute = filter.slice(0, colon);
      const value = filter.slice(colon + 1);
      if (value.startsWith('-')) continue;
      if (!byAttribute.has(attribute)) byAttribute.set(attribute, new Set());
      byAttribute.get(attribute)!.add(value);
    }
    if (byAttribute.size !== 1) continue;
    const [attribute, values] = [...byAttribute][0]!;
    const previous = allowed.get(attribute);
    allowed.set(attribute, previous ? new Set([...previous].filter((value) => values.has(value))) : values);
  }
  return allowed;
}

/** The `docusaurus_tag` values (shards) a search with these facetFilters reads. */
export function searchedTags(facetFilters: unknown): string[] {
  const tags = allowedFacetValues(facetFilters).get('docusaurus_tag');
  return tags ? [...tags] : DEFAULT_TAGS;
}
