import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { collectInlineScripts, cspHash, distinctHashes, inlineScriptHashes } from '../inline-scripts';

describe('cspHash', () => {
  test('is the base64 SHA-256 source expression browsers compare against', () => {
    // The example of the CSP Level 3 specification, section "hash-source".
    assert.equal(cspHash("alert('Hello, world.');"), "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe('inlineScriptHashes', () => {
  test('hashes inline JavaScript and modules, exactly as written, and skips data blocks and external scripts', () => {
    const html = [
      '<!doctype html><html><head>',
      '<script>\n  window.a = 1;\n</script>',
      '<script type=module>import "/m.js"</script>',
      '<script type="application/ld+json">{"@type":"Blog"}</script>',
      '<script src=/assets/js/main.js defer></script>',
      '</head><body><script type="text/javascript">b &amp;&amp; c</script></body></html>',
    ].join('');
    assert.deepEqual(inlineScriptHashes(html), [
      cspHash('\n  window.a = 1;\n'),
      cspHash('import "/m.js"'),
      cspHash('b &amp;&amp; c'),
    ]);
  });
});

describe('collectInlineScripts', () => {
  test('reads every HTML file below the root, redirect pages included, and names each', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'inline-scripts-'));
    mkdirSync(path.join(root, 'docs', 'old'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<script>theme()</script>');
    writeFileSync(path.join(root, 'docs.html'), '<script>theme()</script>');
    writeFileSync(
      path.join(root, 'docs', 'old', 'index.html'),
      "<script>\n    window.location.href = '/docs/new' + window.location.search + window.location.hash;\n  </script>",
    );
    writeFileSync(path.join(root, 'notes.txt'), '<script>ignored()</script>');
    const scripts = collectInlineScripts(root);
    assert.deepEqual(
      scripts.map((script) => script.file),
      ['docs.html', path.join('docs', 'old', 'index.html'), 'index.html'],
    );
    assert.equal(distinctHashes(scripts.map((script) => script.hash)).length, 2);
  });
});
