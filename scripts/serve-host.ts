/**
 * `npm run serve:host`: serves build/ (or the folder given) in the site host's own local runtime, `wrangler pages
 * dev` (Cloudflare Pages, .github/workflows/deploy.yml), on http://localhost:3000 (PORT and HOST override): its
 * rules for `_headers`, `_redirects`, `.html` paths, trailing slashes and the 404 page, not ours. The host
 * suite (test/host) runs against it. It runs offline: no metrics, error reports, update check or download of
 * the `Request.cf` data, and on a taken port it fails instead of picking another.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Which Workers runtime behaviour applies. The site has no Functions, so it changes nothing served; wrangler
 * asks for one, and this one is older than any date its bundled runtime supports.
 */
const COMPATIBILITY_DATE = '2026-11-01';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const root = path.resolve(process.argv[2] ?? path.join(siteDir, 'build'));
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`${root} holds no built site: run \`npm run build\` first.`);
  process.exit(1);
}

const wrangler = spawn(
  path.join(siteDir, 'node_modules', '.bin', 'wrangler'),
  [
    'pages',
    'dev',
    root,
    `--port=${process.env.PORT ?? 3000}`,
    `--ip=${process.env.HOST ?? 'localhost'}`,
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    '--show-interactive-dev-session=false',
  ],
  {
    cwd: siteDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      // The banner is where wrangler checks the registry for a newer release.
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      // Non-interactive: no prompts, and a taken port fails instead of moving on to the next.
      CI: 'true',
    },
  },
);
// A signal to this process alone (not its group) still stops the runtime.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal));
wrangler.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
