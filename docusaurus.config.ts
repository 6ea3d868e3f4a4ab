/**
 * The site configuration. It only assembles: the navbar, footer, versions, environment and optimisations
 * live in config/, the code highlighting themes in src/data/codeThemes.ts, each typed and tested on its own.
 */
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { announcementBar } from './config/announcement';
import { apiReferenceOptions, REFERENCE_DIR } from './config/apiReference';
import { parseEnv } from './config/env';
import { footer } from './config/footer';
import { llmsMarkdown } from './config/llmsMarkdown';
import { navbar } from './config/navbar';
import { additionalLanguages, darkCodeTheme, lightCodeTheme } from './src/data/codeThemes';
import { redirects } from './config/redirects';
import { editFileUrl } from './config/repository';
import { headerRules } from './config/securityHeaders';
import { bundleReportOptions } from './config/bundleReport';
import { optimizationPlugins } from './config/optimizations';
import { sitemap } from './config/sitemap';
import { ssgTemplate } from './config/ssgTemplate';
import { versionOptions } from './config/versions';
import archivedVersions from './versions.json';
import remarkCodeBlocks from './plugins/code-highlighting/remark';
import { CURRENT_VERSION_NAME, lockedTrpcRelease, snippetsFolder } from './plugins/snippet-releases/releases';
import type { Options as GtagOptions } from './plugins/gtag/options';
import type { Options as SecurityHeadersOptions } from './plugins/security-headers/options';
import type { Options as HostRedirectsOptions } from './plugins/host-redirects/options';
import type { Options as SocialCardsOptions } from './plugins/social-cards/options';

const env = parseEnv(process.env);
const LOCAL_SEARCH_PLACEHOLDER = { appId: 'LOCALSEARCH', apiKey: 'local-search', indexName: 'local' };

export default {
  title: 'tRPC',
  tagline: 'Move Fast and Break Nothing. End-to-end typesafe APIs made easy.',
  url: env.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  // The banner diagnoses a baseUrl that doesn't match where the site is served; ours is '/', checked by
  // every end-to-end test. Off, pages lose an inline script and style and main.js a component.
  baseUrlIssueBanner: false,
  favicon: 'img/favicon.ico',
  // Read by src/components/ReportProblem and NotFoundContent.
  customFields: { repositoryUrl: env.repository.url, apiReferencePath: `/${REFERENCE_DIR}` },
  organizationName: 'trpc',
  projectName: 'trpc',

  future: { v4: true, faster: true },
  // Docusaurus's page template, with the scripts started after the first paint (see the file).
  ssrTemplate: env.optimizations.has('page-template') ? ssgTemplate() : undefined,
  // v4 would suffix storage keys with a hash of the site URL; they stay unsuffixed, as the original site's were
  // (theme, docusaurus.announcement.*), so readers' stored choices carry over and survive a change of domain.
  storage: { type: 'localStorage', namespace: false },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' } },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en' },
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          includeCurrentVersion: true,
          versions: versionOptions(
            archivedVersions,
            lockedTrpcRelease(snippetsFolder(__dirname, CURRENT_VERSION_NAME)),
          ),
          remarkPlugins: [[remarkCodeBlocks, { siteDir: __dirname, withoutTypes: [REFERENCE_DIR] }]],
          // The API reference's pages set their own (custom_edit_url): the tRPC source they document.
          editUrl: ({ versionDocsDirPath, docPath }) => editFileUrl(env.repository, `${versionDocsDirPath}/${docPath}`),
          // The date of the last commit to each page dates it, on the page and in the sitemap. It needs
          // the full git history (CI clones it): a shallow clone dates each page unchanged within it by
          // the clone's oldest commit, and outside a git clone Docusaurus's date reader throws
          // ("This Docusaurus site is outside any Git worktree").
          showLastUpdateTime: true,
        },
        blog: {
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          showReadingTime: true,
          feedOptions: {
            type: 'all',
            title: 'tRPC Blog',
            description: 'Releases, deep dives and guides from the tRPC team.',
            copyright: `Copyright © ${new Date().getFullYear()} the tRPC contributors.`,
          },
          onInlineAuthors: 'throw',
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: [[remarkCodeBlocks, { siteDir: __dirname, withoutTypes: [REFERENCE_DIR] }]],
          editUrl: ({ blogDirPath, blogPath }) => editFileUrl(env.repository, `${blogDirPath}/${blogPath}`),
          showLastUpdateTime: true,
        },
        sitemap,
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],

  // Runs before anything renders: see the file for why.
  clientModules: ['./src/clientModules/browserStorage.ts'],

  plugins: [
    ['@docusaurus/plugin-client-redirects', { redirects }],
    // The same redirects as the host's own (build/_redirects), so Cloudflare Pages answers them in one hop.
    ['./plugins/host-redirects/index.ts', { redirects } satisfies Partial<HostRedirectsOptions>],
    './plugins/code-highlighting/index.ts', // code blocks highlighted by the build; no Prism on load
    // Runtime optimisations, each switchable with OPTIMIZATIONS (all by default; none to start an upgrade).
    ...optimizationPlugins(env.optimizations),
    './plugins/docsearch-fixes/index.ts',
    './plugins/patched-dependencies/index.ts', // a change in patches/ evicts the bundler's cache
    './plugins/sidebar-coverage/index.ts',
    './plugins/snippet-releases/index.ts',
    ['./plugins/llms-markdown/index.ts', llmsMarkdown], // llms.txt summary: the tagline above
    ['./plugins/api-reference/index.ts', apiReferenceOptions],
    ['./plugins/social-cards/index.ts', { urlTemplate: env.socialCardUrlTemplate } satisfies SocialCardsOptions],
    ['./plugins/security-headers/index.ts', { headerRules } satisfies Partial<SecurityHeadersOptions>],
    // Analytics without an inline script (the Content-Security-Policy refuses those); off, with no tag,
    // unless GTAG_TRACKING_ID is set.
    ['./plugins/gtag/index.ts', { trackingID: env.gtagTrackingId } satisfies GtagOptions],
    // `npm run analyze`: Rsdoctor's report of what each chunk carries, in bench/bundle-report/.
    ...(env.bundleReport ? [['@docusaurus/plugin-rsdoctor', { rsdoctorOptions: bundleReportOptions }]] : []),
    // Search runs on a local index built with the site unless hosted Algolia credentials are set.
    ...(env.algolia ? [] : ['./plugins/local-search/index.ts']),
  ],

  themeConfig: {
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false },
    announcementBar,
    navbar,
    footer,
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: { theme: lightCodeTheme, darkTheme: darkCodeTheme, additionalLanguages },
    // The theme renders the search button and /search only with this block; for local search its
    // credentials are placeholders that src/theme/SearchBar and the algoliasearch/lite alias never send.
    algolia: {
      ...(env.algolia ?? LOCAL_SEARCH_PLACEHOLDER),
      contextualSearch: true,
      searchPagePath: 'search',
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
