// Wraps a blog post's footer to add "Report a problem" under the post (not under its excerpt in a list).
// Not in the theme's safe-swizzle list, but it takes no props: the wrapper only needs it to exist.
import type { ReactNode } from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Footer from '@theme-original/BlogPostItem/Footer';
import ReportProblem from '@site/src/components/ReportProblem';

export default function BlogPostItemFooterWrapper(): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      <Footer />
      {isBlogPostPage && <ReportProblem title={metadata.title} permalink={metadata.permalink} version="blog post" />}
    </>
  );
}
