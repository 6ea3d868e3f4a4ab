/**
 * Turns a docs page or blog post (MDX) into clean Markdown for readers that are programs: front matter
 * and imports removed, imported partials inlined, the site's components rendered as plain Markdown,
 * admonitions as quotes, sample-check markup stripped, and every link absolute.
 */
import { quotedText } from './quoted';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlockContent, Blockquote, Code, Link, List, Paragraph, Root, RootContent, Strong } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import {
  includeName,
  isCheckedLanguage,
  stripMarkup,
  withNodeEnvTitle,
  withoutExampleMeta,
} from '../snippet-releases/markup';
import type { LinkListItem, LinkLists } from './options';

export type ConvertContext = {
  siteDir: string;
  /** The site's origin without a trailing slash: https://trpc.io */
  siteUrl: string;
  /** The page URL (pathname) of a Markdown source file, by absolute path. */
  permalinkOf: (absoluteSource: string) => string | undefined;
  /** Reads a source file; tests pass fixtures. */
  readFile?: (absolutePath: string) => string;
  /** The site's link-list components and their items (plugin option `linkLists`). */
  linkLists?: LinkLists;
};

type ConvertedPage = { title: string; description?: string; body: string };

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
const stringifier = unified()
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one' });

function text(value: string): { type: 'text'; value: string } {
  return { type: 'text', value };
}

function paragraph(...children: Paragraph['children']): Paragraph {
  return { type: 'paragraph', children };
}

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find(
    (candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  if (!found) return undefined;
  return typeof found.value === 'string' ? found.value : (found.value?.value ?? undefined);
}

/** `{['@trpc/server', '@trpc/client']}` → the quoted strings. */
function stringList(expression: string | undefined): string[] {
  return [...(expression ?? '').matchAll(/['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

function installCommand(node: MdxJsxFlowElement): Code {
  const lines = [`npm install ${stringList(attribute(node, 'packages')).join(' ')}`];
  const devPackages = stringList(attribute(node, 'devPackages'));
  if (devPackages.length) lines.push(`npm install --save-dev ${devPackages.join(' ')}`);
  return { type: 'code', lang: 'bash', value: lines.join('\n') };
}

function linkList(items: readonly LinkListItem[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((item) => ({
      type: 'listItem',
      spread: false,
      children: [
        paragraph(
          { type: 'link', url: item.url, children: [text(item.name)] } satisfies Link,
          ...(item.description ? [text(`: ${item.description}`)] : []),
        ),
      ],
    })),
  };
}

export class MarkdownConverter {
  private readonly readFile: (absolutePath: string) => string;

  constructor(private readonly context: ConvertContext) {
    this.readFile = context.readFile ?? ((file) => readFileSync(file, 'utf8'));
  }

  /** The Markdown of a page: `# Title`, the description as a quote, then the body. */
  page(absoluteSource: string, { title, description }: { title: string; description?: string }): string {
    const body = this.body(absoluteSource);
    return [`# ${title}`, description ? `> ${description}` : undefined, body].filter(Boolean).join('\n\n');
  }

  /** The converted body of a Markdown file (also used for imported partials). */
  body(absoluteSource: string): string {
    const tree = this.tree(absoluteSource);
    return String(stringifier.stringify(tree)).trim() + '\n';
  }

  private tree(absoluteSource: string): Root {
    const source = this.readFile(absoluteSource);
    const processor = absoluteSource.endsWith('.mdx') ? parser().use(remarkMdx) : parser();
    const tree = processor.parse(source) as Root;
    const imports = this.imports(tree, absoluteSource);
    this.transform(tree, absoluteSource, imports);
    return tree;
  }

  /** Default imports of the file: local name → absolute path of a partial or static asset. */
  private imports(tree: Root, absoluteSource: string): Map<string, string> {
    const imports = new Map<string, string>();
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const [, name, specifier] of node.value.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/g)) {
        const resolved = specifier!.startsWith('@site/')
          ? path.join(this.context.siteDir, specifier!.slice('@site/'.length))
          : specifier!.startsWith('.')
            ? path.resolve(path.dirname(absoluteSource), specifier!)
            : undefined;
        if (resolved) imports.set(name!, resolved);
      }
    }
    return imports;
  }

  private absoluteUrl(url: string, absoluteSource: string): string {
    if (/^[a-z][a-z+.-]*:/i.test(url) || url.startsWith('#')) return url;
    if (url.startsWith('/')) return `${this.context.siteUrl}${url}`;
    const [file = '', hash] = url.split('#');
    const permalink = this.context.permalinkOf(path.resolve(path.dirname(absoluteSource), decodeURI(file)));
    if (!permalink) return url;
    return `${this.context.siteUrl}${permalink}${hash ? `#${hash}` : ''}`;
  }

  private staticUrl(absolutePath: string): string {
    const relative = path.relative(path.join(this.context.siteDir, 'static'), absolutePath);
    return `${this.context.siteUrl}/${relative.split(path.sep).join('/')}`;
  }

  /** What a JSX element becomes, or undefined to keep its children in its place. */
  private replaceElement(
    node: MdxJsxFlowElement | MdxJsxTextElement,
    absoluteSource: string,
    imports: Map<string, string>,
  ): RootContent[] | undefined {
    const name = node.name ?? '';
    const imported = imports.get(name);
    if (imported && /\.mdx?$/.test(imported)) return this.tree(imported).children;
    if (imported && imported.endsWith('.svg')) {
      const alt = attribute(node, 'aria-label') ?? attribute(node, 'title') ?? name;
      return [paragraph({ type: 'image', url: this.staticUrl(imported), alt })];
    }
    if (name === 'InstallCommand' && node.type === 'mdxJsxFlowElement') return [installCommand(node)];
    if (name === 'Quoted') return [{ type: 'inlineCode', value: quotedText(node as never) } as RootContent];
    const links = this.context.linkLists?.[name];
    if (links) return [linkList(links.items(attribute(node, links.attribute)))];
    if (name === 'TabItem') {
      const label = attribute(node, 'label') ?? attribute(node, 'value') ?? '';
      return [
        paragraph({ type: 'strong', children: [text(label)] } satisfies Strong),
        ...(node.children as RootContent[]),
      ];
    }
    return undefined;
  }

  private transform(tree: Root, absoluteSource: string, imports: Map<string, string>): void {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      switch (node.type) {
        case 'yaml':
        case 'mdxjsEsm':
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          parent.children.splice(index, 1);
          return [SKIP, index];
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement': {
          const replacement = this.replaceElement(node, absoluteSource, imports) ?? (node.children as RootContent[]);
          parent.children.splice(index, 1, ...(replacement as never[]));
          return index; // visit the replacement, which may hold more elements
        }
        case 'containerDirective': {
          const directive = node as ContainerDirective;
          const first = directive.children[0];
          const label =
            first?.type === 'paragraph' && first.data?.directiveLabel ? directive.children.shift() : undefined;
          const heading = ADMONITION_LABELS[directive.name] ?? directive.name;
          const title: Paragraph = paragraph({
            type: 'strong',
            children: [text(heading), ...(label?.type === 'paragraph' ? [text(': '), ...label.children] : [])],
          } as Strong);
          const quote: Blockquote = {
            type: 'blockquote',
            children: [title, ...(directive.children as BlockContent[])],
          };
          parent.children.splice(index, 1, quote as never);
          return index;
        }
        case 'textDirective':
        case 'leafDirective': {
          // Only container directives are admonitions; `:name` in prose ("10:30") is text, as on the site.
          const directive = node as TextDirective | LeafDirective;
          const marker = node.type === 'textDirective' ? ':' : '::';
          const restored = [text(`${marker}${directive.name}`), ...directive.children];
          parent.children.splice(
            index,
            1,
            ...((node.type === 'textDirective' ? restored : [paragraph(...restored)]) as never[]),
          );
          return index + 1;
        }
        case 'code': {
          if (node.meta) node.meta = withoutExampleMeta(withNodeEnvTitle(node.lang, node.meta) ?? '') || null;
          if (!isCheckedLanguage(node.lang)) return undefined;
          if (includeName(node.meta) !== undefined) {
            parent.children.splice(index, 1);
            return [SKIP, index];
          }
          node.value = stripMarkup(node.value, { hasTitle: /(?:^|\s)title=/.test(node.meta ?? ''), keepQueries: true });
          return undefined;
        }
        case 'link':
          node.url = this.absoluteUrl(node.url, absoluteSource);
          return undefined;
        case 'image':
          node.url = node.url.startsWith('/') ? `${this.context.siteUrl}${node.url}` : node.url;
          return undefined;
        default:
          return undefined;
      }
    });
  }
}

export type { ConvertedPage };
