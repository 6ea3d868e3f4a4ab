import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { partialVersions } from '../partials';

test('a partial is shown in the versions of the pages that import it, directly or through another partial', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'partials-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), text);
  };
  write('docs/server/_shared.mdx', 'Shared.');
  write('docs/server/_wrapper.mdx', "import Shared from './_shared.mdx';\n\n<Shared />");
  write('docs/server/page.mdx', "import Shared from './_shared.mdx';\n\n<Shared />");
  write('versioned_docs/version-10.x/server/page.mdx', "import Shared from '@site/docs/server/_shared.mdx';");
  write('blog/post/index.mdx', "---\nchecked_against: 9.x\n---\nimport Wrapper from '@site/docs/server/_wrapper.mdx';");
  write('docs/typedoc/_ignored.mdx', "import Shared from '../server/_shared.mdx';");
  write('docs/_alone.mdx', 'Imported by nobody.');

  assert.deepEqual(partialVersions(siteDir, 'docs/server/_shared.mdx', ['docs/typedoc']), ['10.x', '9.x', 'current']);
  assert.deepEqual(partialVersions(siteDir, 'docs/server/_wrapper.mdx', ['docs/typedoc']), ['9.x']);
  assert.deepEqual(partialVersions(siteDir, 'docs/_alone.mdx', ['docs/typedoc']), []);
});
