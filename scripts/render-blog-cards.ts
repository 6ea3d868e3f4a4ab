/**
 * Maintainer script: renders each blog post's social preview card (blog/<post>/card.png, 1200×630)
 * from its front matter title and date, in Debian's Chromium. Run it after adding a post or
 * changing a title (`tsx scripts/render-blog-cards.ts`), and commit the cards with the post.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { chromium } from 'playwright-core';

const blogDir = path.resolve(__dirname, '../blog');
const icon = readFileSync(path.resolve(__dirname, '../static/img/brand/icon.svg'), 'utf8');

type Post = { dir: string; title: string; date: Date };

function readPost(dir: string): Post {
  const source = readFileSync(path.join(blogDir, dir, 'index.mdx'), 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1];
  const data = (frontMatter ? load(frontMatter) : {}) as { title?: string; date?: Date | string };
  if (!data.title || !data.date) throw new Error(`blog/${dir}/index.mdx needs a title and a date in its front matter.`);
  return { dir, title: data.title, date: new Date(data.date) };
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function cardHtml({ title, date }: Post): string {
  const day = date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return `<!doctype html><html><head><style>
    body { margin: 0; width: 1200px; height: 630px; display: flex; flex-direction: column; justify-content: space-between;
      box-sizing: border-box; padding: 72px 80px; background: linear-gradient(135deg, #0f172a 0%, #1e3a8a 100%);
      color: #f8fafc; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; }
    header { display: flex; align-items: center; gap: 24px; font-size: 36px; font-weight: 700; }
    header svg { width: 72px; height: 72px; }
    h1 { margin: 0; font-size: 64px; line-height: 1.15; letter-spacing: -0.5px; }
    footer { font-size: 30px; color: #bfdbfe; }
  </style></head><body>
    <header>${icon}<span>tRPC Blog</span></header>
    <h1>${escape(title)}</h1>
    <footer>${day}</footer>
  </body></html>`;
}

async function main(): Promise<void> {
  const posts = readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => readPost(entry.name));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const post of posts) {
    await page.setContent(cardHtml(post));
    writeFileSync(path.join(blogDir, post.dir, 'card.png'), await page.screenshot());
    console.log(`blog/${post.dir}/card.png`);
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
