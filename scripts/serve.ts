/**
 * `npm run serve`: serves build/ (or the folder given, e.g. `build-stock`) on http://localhost:3000 (PORT and
 * HOST override) with clean URLs. Playwright's webServer starts it for the end-to-end tests (playwright.config.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUILD_DIR, startStaticServer } from '../support/static-server';

const root = process.argv[2] ? path.resolve(process.argv[2]) : BUILD_DIR;
if (!existsSync(path.join(root, 'index.html'))) {
  const build = path.basename(root) === 'build-stock' ? 'npm run build:stock' : 'npm run build';
  console.error(`${root} holds no built site: run \`${build}\` first.`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

startStaticServer({ root, port, host }).then(
  ({ origin }) => console.log(`Serving ${root} at ${origin}`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
