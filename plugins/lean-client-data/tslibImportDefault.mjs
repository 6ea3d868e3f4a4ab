// The one tslib helper @docusaurus/utils-common's browser code calls (its CommonJS `require('tslib')`
// would otherwise bundle all of tslib into main.js). A test checks the helpers it uses.
export { __importDefault } from 'tslib';
