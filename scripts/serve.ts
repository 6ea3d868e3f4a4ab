/**
 * `npm run serve`: serves build/ on http://localhost:3000 (PORT and HOST override) with clean URLs.
 * Playwright's webServer starts it for the end-to-end tests (playwright.config.ts).
 */
import { BUILD_DIR as root, startStaticServer } from '../support/static-server';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

startStaticServer({ root, port, host }).then(
  ({ origin }) => console.log(`Serving ${root} at ${origin}`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
