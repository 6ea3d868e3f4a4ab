// @trpc/react-query and its server helpers (@trpc/react-query/server: createServerSideHelpers).
export * from '../node_modules/@trpc/react-query/src/index';
export * from '../node_modules/@trpc/react-query/src/server/index';
