// @types/react-dom is not installed (see src/theme/SearchBar/modules.d.ts); client.ts only evaluates this module.
declare module 'react-dom/client';
