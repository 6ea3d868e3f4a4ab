/**
 * Three bugs of @docsearch/react 4.7.0 that no prop or wrapper can reach: both live in the autocomplete core
 * that DocSearch bundles, minified, into dist/esm/DocSearchModal.js. Each fix replaces one exact piece of
 * that file; loader.cjs fails the build, naming the fix, when its piece is not there exactly once (after an
 * upgrade: check whether DocSearch fixed the bug, then drop the fix or find its new piece).
 */
module.exports = [
  {
    name: 'keep the error screen',
    why:
      'After the search client throws a RetryError, DocSearch sets the status to "error" (its "Unable to ' +
      'fetch results" screen), but the request\'s finally() then sets it back to "idle" and the screen vanishes.',
    find: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
    replace: '.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
  },
  {
    name: 'keep "Try searching for" suggestions a list',
    why:
      'The search source spreads the array of suggested page titles into an object ({0: …, 1: …}), which ' +
      'has no length, so the no-results screen never offers its "Try searching for" suggestions.',
    find: 'u({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})',
    replace: 'u({searchSuggestions:Object.keys(o)})',
  },
  {
    name: 'make each hit the option itself',
    why:
      'Each hit is an <li role="option"> with the hit component\'s link inside it: a control nested in a ' +
      "control (axe's nested-interactive). The option's props (id, role, aria-selected, mouse handlers) go " +
      'to the hit component as `itemProps` for its link to carry, and the <li> is presentational.',
    find:
      'e.createElement("li",F({className:["DocSearch-Hit",n.__docsearch_parent&&"DocSearch-Hit--Child"].filter(Boolean).join(" ")},' +
      'i({item:n,source:s.source,onClick:function(e){o(n,e)}})),e.createElement(c,{hit:n},',
    replace:
      'e.createElement("li",{className:["DocSearch-Hit",n.__docsearch_parent&&"DocSearch-Hit--Child"].filter(Boolean).join(" "),' +
      'role:"presentation"},e.createElement(c,{hit:n,itemProps:i({item:n,source:s.source,onClick:function(e){o(n,e)}})},',
  },
];
