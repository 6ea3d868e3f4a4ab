import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { LoadContext, Plugin } from '@docusaurus/types';
import securityHeaders, { validateOptions } from '../index';
import { parseHeadersFile } from '../headers-file';
import { cspHash } from '../inline-scripts';
import type { Options } from '../options';
import { redirectPageScriptHashes } from '../redirectPages';
import { validatePluginOptions } from '../../../support/pluginOptions';

const rules: Options['headerRules'] = (hashes) => [
  { pattern: '/*', headers: [['Content-Security-Policy', ["script-src 'self'", ...hashes].join(' ')]] },
];

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

describe('security-headers options', () => {
  test('need the rules, and default the line limit to Cloudflare Pages’ 2,000 characters', () => {
    assert.equal(validatePluginOptions(validateOptions, { headerRules: rules }).maxLineLength, 2000);
    assert.throws(() => validatePluginOptions(validateOptions, {}), /"headerRules" is required/);
  });
});

describe('security-headers plugin', () => {
  test('writes _headers with the hash of every inline script of the build and of the redirect pages', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'security-headers-'));
    writeFileSync(path.join(outDir, 'index.html'), '<script>theme()</script><script src="/a.js"></script>');
    const plugin = securityHeaders({} as LoadContext, { headerRules: rules, maxLineLength: 2000 }) as Plugin;
    await plugin.postBuild?.({ outDir } as PostBuildProps);
    const [rule] = parseHeadersFile(readFileSync(path.join(outDir, '_headers'), 'utf8'));
    const sources = rule!.headers[0]![1].split(' ');
    assert.ok(sources.includes(cspHash('theme()')));
    for (const hash of redirectPageScriptHashes()) assert.ok(sources.includes(hash));
  });

  test('knows both redirect page variants: with and without forwarding of the query and hash', () => {
    assert.equal(new Set(redirectPageScriptHashes()).size, 2);
  });
});
