// The client's entry (see index.ts): React DOM, then the client modules and the page's route modules, then
// Docusaurus's own client entry, each evaluated in a task of its own after main.js has run. `eager` keeps what
// they import in main.js: no extra request, only later evaluation.
import { runInTasks } from './tasks';

// Left unhandled, a failure reaches the console as an uncaught error.
void runInTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  // The site's client modules, then the route table and the current page's layout, content and data modules:
  // clientEntry preloads the same route before it hydrates, and finds them evaluated (react-loadable keeps
  // each loader's promise). Client modules come first, as with Docusaurus's own entry: they may prepare what
  // a route module reads as it is evaluated (src/clientModules/browserStorage.ts shields storage).
  async () => {
    await import(/* webpackMode: "eager" */ '@generated/client-modules');
    const { default: preload } = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload.js');
    await preload(window.location.pathname);
  },
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'),
]);
