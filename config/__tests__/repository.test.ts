import assert from 'node:assert/strict';
import { test } from 'node:test';
import { editFileUrl } from '../repository';

test("an edit link opens GitHub's editor on the file, on the configured branch", () => {
  assert.equal(
    editFileUrl({ url: 'https://github.com/acme/docs', branch: 'main' }, 'versioned_docs/version-10.x/quickstart.mdx'),
    'https://github.com/acme/docs/edit/main/versioned_docs/version-10.x/quickstart.mdx',
  );
  assert.equal(
    editFileUrl({ url: 'https://github.com/acme/docs', branch: 'main' }, 'blog/2024-05-23-trpc actions/index.mdx'),
    'https://github.com/acme/docs/edit/main/blog/2024-05-23-trpc%20actions/index.mdx',
  );
});
