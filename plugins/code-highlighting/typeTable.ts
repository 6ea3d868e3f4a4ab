/**
 * A page's type table: the type and documentation of each typed name of its code blocks, in one JSON file
 * the popup script fetches on a reader's first hover (client/typePopupsImpl.ts). A name's span carries only
 * its row (`data-t`), so the types, about half of a typed page's code markup, stay out of its HTML and of the
 * JavaScript that hydrates it.
 *
 * Files are named by their content and written to a cache folder while Markdown is compiled (the bundler
 * may reuse a compiled page from its cache, so a build does not remake them all); the plugin copies the
 * ones the built pages use into the build (index.ts), and the dev server serves the folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where tables are written while pages compile. */
export const TYPE_TABLE_CACHE = path.resolve(__dirname, '../../node_modules/.cache/trpc-docs-types');

/** One row: a name's type as the compiler writes it, highlighted (HTML), and the first paragraph of its documentation. */
export type TypeRow = [typeHtml: string] | [typeHtml: string, docs: string];

export class TypeTable {
  readonly rows: TypeRow[] = [];
  private readonly indexes = new Map<string, number>();

  /** The row of a type, added (and its HTML made) the first time it is seen. */
  add(type: string, docs: string | undefined, toHtml: (type: string) => string): number {
    const key = JSON.stringify([type, docs]);
    let index = this.indexes.get(key);
    if (index === undefined) {
      const html = toHtml(type);
      index = this.rows.push(docs ? [html, docs] : [html]) - 1;
      this.indexes.set(key, index);
    }
    return index;
  }

  /** Writes the table to the cache folder; returns its file name, or undefined when it is empty. */
  write(): string | undefined {
    if (this.rows.length === 0) return undefined;
    const json = JSON.stringify(this.rows);
    const name = `${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
    const file = path.join(TYPE_TABLE_CACHE, name);
    if (!existsSync(file)) {
      mkdirSync(TYPE_TABLE_CACHE, { recursive: true });
      writeFileSync(file, json);
    }
    return name;
  }
}

/** The type table files a built page refers to (`data-types` on its code blocks, quoted or, minified, not). */
export function tableFilesOf(html: string): string[] {
  return [...new Set([...html.matchAll(/data-types="?([0-9a-f]{16}\.json)/g)].map((match) => match[1]!))];
}
