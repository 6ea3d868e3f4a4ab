/**
 * What errorCatalogue.test.ts needs beyond the packages' own source: the messages readers meet that tRPC does not
 * write (the compiler's, the runtime's), and the package messages deliberately left unquoted, each with why.
 * Keys are docs versions: 'current' (docs/, 11.x), then the names in versions.json.
 */

/** A message from outside the `@trpc/*` packages that tRPC users meet often (facts from public issue trackers). */
export type OtherMessage = {
  /** As the reader sees it, `…` for the parts that vary. */
  text: string;
  /** Who writes it: TypeScript's messages are checked against its own diagnostics by the quote check. */
  from: 'typescript' | 'runtime';
};

/** A package message no page quotes on purpose. */
export type LeftOut = { text: string; reason: string };

const TYPESCRIPT: OtherMessage[] = [
  // TS2742: declaration emit of a router whose types live in a copy of @trpc/server TypeScript cannot name.
  {
    text: "The inferred type of '…' cannot be named without a reference to '…'. This is likely not portable. A type annotation is necessary.",
    from: 'typescript',
  },
  // TS2589: a router or input schema too deep for the checker, or two copies of tRPC's types meeting.
  { text: 'Type instantiation is excessively deep and possibly infinite.', from: 'typescript' },
  // TS7022: a client module that imports the router type from a module that imports the client back.
  {
    text: "'…' implicitly has type 'any' because it does not have a type annotation and is referenced directly or indirectly in its own initializer.",
    from: 'typescript',
  },
];

/** The runtime's wording when a client's request never reaches a tRPC handler. */
const RUNTIME: OtherMessage[] = [
  { text: 'fetch failed', from: 'runtime' },
  { text: 'Failed to fetch', from: 'runtime' },
  { text: `Unexpected token '<', "<!DOCTYPE "… is not valid JSON`, from: 'runtime' },
];

export const OTHER_MESSAGES: Record<string, OtherMessage[]> = {
  current: [...TYPESCRIPT, ...RUNTIME],
  '10.x': [...TYPESCRIPT, ...RUNTIME],
  '9.x': [...TYPESCRIPT, ...RUNTIME],
};

const INVARIANT = 'an internal invariant: tRPC throws it only on a bug of its own';
const WS_FRAME =
  'the cause of a malformed WebSocket message, which only a hand-written client sends; the page quotes the error it is wrapped in';

/** Messages shared by several versions' packages, with the same reason. */
const WS_MESSAGE_PARTS: LeftOut[] = [
  'Not an object',
  'Invalid procedure type',
  'Invalid request id',
  'Invalid string',
  'Must be JSONRPC 2.0',
].map((text) => ({ text, reason: WS_FRAME }));

export const LEFT_OUT: Record<string, LeftOut[]> = {
  current: [
    ...WS_MESSAGE_PARTS,
    { text: 'Message was not an object', reason: WS_FRAME },
    { text: 'Active connection is not open', reason: INVARIANT },
    { text: 'Cannot iterate twice', reason: INVARIANT },
    { text: 'Expected an async iterable', reason: INVARIANT },
    { text: 'Missing result', reason: INVARIANT },
    {
      text: 'Something went wrong. Please submit an issue at https://github.com/trpc/trpc/issues/new',
      reason: INVARIANT,
    },
    { text: 'This should only be called once - report a bug in tRPC', reason: INVARIANT },
    { text: 'Timer already started', reason: INVARIANT },
    { text: 'Unpromise settled but still has subscribers', reason: INVARIANT },
    {
      text: 'Redirect error to "…" that will be handled by Next.js',
      reason: 'caught by Next.js, which redirects: no reader sees it',
    },
    ...['Max depth reached', 'Max depth reached at path: …'].map((text) => ({
      text,
      reason: "only with the stream's maxDepth option, which tRPC's own handler sets to Infinity",
    })),
    {
      text: 'AbortError',
      reason:
        'the fallback for a runtime without DOMException; every maintained runtime has it, so readers see its AbortError',
    },
  ],
  '10.x': [
    ...WS_MESSAGE_PARTS,
    { text: 'Missing result', reason: INVARIANT },
    {
      text: 'Tried to access "$types.…" which is not available at runtime',
      reason: '`_config.$types` is internal and carries types only; no public API reads it at run time',
    },
    {
      text: 'Something went wrong. Please submit an issue at https://github.com/trpc/trpc/issues/new',
      reason: INVARIANT,
    },
  ],
  '9.x': [
    ...WS_MESSAGE_PARTS,
    { text: 'Called start() on a destroyed subscription', reason: INVARIANT },
    { text: 'Not in use', reason: INVARIANT },
    {
      text: 'Unknown procedure type …',
      reason:
        "callProcedure's fallback: tRPC's HTTP and WebSocket handlers reject any other type before calling it (`Unexpected request method …`, `Invalid procedure type`)",
    },
  ],
};
