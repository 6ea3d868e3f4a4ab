// The client's entry (see index.ts): React DOM, then the client modules, then the page's route modules, then
// Docusaurus's own client entry, each evaluated in a task of its own after main.js has run. `eager` keeps what
// they import in main.js: no extra request, only later evaluation.
import { type ChunkLoader, evaluateChunksInTasks, runInTasks } from './tasks';

// Rspack's runtime, which every `import()` of a module in another chunk calls.
declare const __webpack_require__: ChunkLoader;

// Left unhandled, a failure reaches the console as an uncaught error.
void runInTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  // Client modules come first, as with Docusaurus's own entry: they may prepare what a route module reads as
  // it is evaluated (src/clientModules/browserStorage.ts shields storage).
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  // The route table and the current page's layout, content and data modules, each module in a task of its
  // own: clientEntry preloads the same route before it hydrates, and finds them evaluated (react-loadable
  // keeps each loader's promise).
  async () => {
    const { default: preload } = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload.js');
    await evaluateChunksInTasks(__webpack_require__, () => preload(window.location.pathname));
  },
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'),
]);
