/** `npm run serve`: serves build/ on http://localhost:3000 (PORT and HOST override) with clean URLs. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../support/static-server';

const root = path.resolve(fileURLToPath(new URL('../build', import.meta.url)));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

startStaticServer({ root, port, host }).then(
  ({ origin }) => console.log(`Serving ${root} at ${origin}`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
