/**
 * Options of plugins/llms-markdown: the site's link-list components (src/components/AwesomeList,
 * SponsorList) with the data they render, so their Markdown pages list the same links.
 */
import type { Options } from '../plugins/llms-markdown/options';
import { awesomeProjects } from '../src/data/awesomeTrpc';
import { sponsors } from '../src/data/sponsors';

export const llmsMarkdown = {
  linkLists: {
    AwesomeList: {
      attribute: 'category',
      items: (category) => awesomeProjects.filter((project) => project.category === category),
    },
    SponsorList: { attribute: 'tier', items: (tier) => sponsors.filter((sponsor) => sponsor.tier === tier) },
  },
} satisfies Partial<Options>;
