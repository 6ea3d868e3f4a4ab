/**
 * Leaves the plugin and preset options, and the page template, out of the browser's copy of the site
 * config (`@generated/docusaurus.config`): plugins read their options at build time, the template
 * (config/ssgTemplate.ts) serves server rendering only, and no client code here or in the theme reads
 * `siteConfig.plugins`, `presets`, `themes` or `ssrTemplate`. See index.ts.
 */
const OPTION_LISTS = ['presets', 'plugins', 'themes'];
const BUILD_TIME_ONLY = [...OPTION_LISTS, 'ssrTemplate'];
const MODULE = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/;

module.exports = function siteConfigLoader(source) {
  const parts = MODULE.exec(source);
  let config;
  try {
    config = parts && JSON.parse(parts[2]);
  } catch {
    config = undefined;
  }
  if (!config || OPTION_LISTS.some((key) => !Array.isArray(config[key]))) {
    throw new Error(
      `[lean-client-data] ${this.resourcePath}: not an \`export default\` of the config as JSON with ` +
        `${OPTION_LISTS.join(', ')} arrays. @docusaurus/core has changed its generated site config: ` +
        'see plugins/lean-client-data/index.ts.',
    );
  }
  const browserConfig = Object.fromEntries(Object.entries(config).filter(([key]) => !BUILD_TIME_ONLY.includes(key)));
  return `${parts[1]}${JSON.stringify(browserConfig)};\n`;
};
