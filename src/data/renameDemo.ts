/**
 * The landing page's "rename on the server, error in the client" figure (src/pages/_components/RenameDemo).
 * The code is real: scripts/snippets/__tests__/renameDemo.test.ts compiles both files against the tRPC 11
 * release the docs are checked against (snippets/v11), and fails unless the `before` server compiles cleanly
 * and the `after` server produces exactly `clientError` at `clientError.line` / `column`.
 */

export type DemoFile = {
  /** The path shown in the file's tab, relative to the project root. */
  fileName: string;
};

export type RenameDemo = {
  server: DemoFile & {
    /** The router before the rename. */
    before: string;
    /** The router after the rename: the same lines, exactly one of them changed. */
    after: string;
    /** The renamed field, before and after. */
    renamed: { from: string; to: string };
  };
  client: DemoFile & {
    code: string;
  };
  /** What TypeScript reports in the client once the server is renamed, as an editor shows it. */
  clientError: {
    /** TypeScript's diagnostic code: 2339 is shown as `ts(2339)`. */
    code: number;
    message: string;
    /** 1-based line and column of the underlined text in `client.code`; `length` characters wide. */
    line: number;
    column: number;
    length: number;
  };
};

const serverBefore = `import { initTRPC } from '@trpc/server';
import { z } from 'zod';

const t = initTRPC.create();

export const appRouter = t.router({
  userById: t.procedure
    .input(z.string())
    .query(({ input }) => {
      return { id: input, name: 'Ada' };
    }),
});

export type AppRouter = typeof appRouter;
`;

export const renameDemo: RenameDemo = {
  server: {
    fileName: 'server.ts',
    before: serverBefore,
    after: serverBefore.replace("name: 'Ada'", "fullName: 'Ada'"),
    renamed: { from: 'name', to: 'fullName' },
  },
  client: {
    fileName: 'client.ts',
    code: `import {
  createTRPCClient,
  httpBatchLink,
} from '@trpc/client';
import type { AppRouter } from './server';

const trpc = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: '/trpc' })],
});

const user = await trpc.userById.query('42');
console.log(user.name);
`,
  },
  clientError: {
    code: 2339,
    message: "Property 'name' does not exist on type '{ id: string; fullName: string; }'.",
    line: 12,
    column: 18,
    length: 4,
  },
};
