/** Applies fixes.cjs to the DocSearch modal bundle; see index.ts. */
const fixes = require('./fixes.cjs');

module.exports = function docsearchFixesLoader(source) {
  let fixed = source;
  for (const fix of fixes) {
    const found = fixed.split(fix.find).length - 1;
    if (found !== 1) {
      throw new Error(
        `[docsearch-fixes] "${fix.name}": expected its piece exactly once in ${this.resourcePath}, found it ` +
          `${found} times. @docsearch/react has changed: see plugins/docsearch-fixes/fixes.cjs. Why the fix ` +
          `exists: ${fix.why}`,
      );
    }
    fixed = fixed.replace(fix.find, () => fix.replace);
  }
  return fixed;
};
