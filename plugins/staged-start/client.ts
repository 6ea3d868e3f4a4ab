// The client's entry (see index.ts): React DOM, then Docusaurus's own client entry, each evaluated in a task
// of its own after main.js has run. `eager` keeps both in main.js: no extra request, only later evaluation.
import { runInTasks } from './tasks';

// Left unhandled, a failure reaches the console as an uncaught error.
void runInTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'),
]);
