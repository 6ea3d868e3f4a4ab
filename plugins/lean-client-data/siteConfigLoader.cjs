/**
 * Leaves the plugin and preset options out of the browser's copy of the site config
 * (`@generated/docusaurus.config`): plugins read their options at build time, and no client code
 * here or in the theme reads `siteConfig.plugins`, `presets` or `themes`. See index.ts.
 */
const BUILD_TIME_ONLY = ['presets', 'plugins', 'themes'];
const MODULE = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/;

module.exports = function siteConfigLoader(source) {
  const parts = MODULE.exec(source);
  let config;
  try {
    config = parts && JSON.parse(parts[2]);
  } catch {
    config = undefined;
  }
  if (!config || BUILD_TIME_ONLY.some((key) => !Array.isArray(config[key]))) {
    throw new Error(
      `[lean-client-data] ${this.resourcePath}: not an \`export default\` of the config as JSON with ` +
        `${BUILD_TIME_ONLY.join(', ')} arrays. @docusaurus/core has changed its generated site config: ` +
        'see plugins/lean-client-data/index.ts.',
    );
  }
  const browserConfig = Object.fromEntries(Object.entries(config).filter(([key]) => !BUILD_TIME_ONLY.includes(key)));
  return `${parts[1]}${JSON.stringify(browserConfig)};\n`;
};
