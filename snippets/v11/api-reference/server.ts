// @trpc/server and the entry points a server imports from (adapters, http, observable).
export * from '../node_modules/@trpc/server/src/index';
export * from '../node_modules/@trpc/server/src/adapters/aws-lambda/index';
export * from '../node_modules/@trpc/server/src/adapters/express';
export * from '../node_modules/@trpc/server/src/adapters/fastify/index';
export * from '../node_modules/@trpc/server/src/adapters/fetch/index';
export * from '../node_modules/@trpc/server/src/adapters/next';
export * from '../node_modules/@trpc/server/src/adapters/next-app-dir';
export * from '../node_modules/@trpc/server/src/adapters/node-http/index';
export * from '../node_modules/@trpc/server/src/adapters/standalone';
export * from '../node_modules/@trpc/server/src/adapters/ws';
export * from '../node_modules/@trpc/server/src/http';
export * from '../node_modules/@trpc/server/src/observable/index';
