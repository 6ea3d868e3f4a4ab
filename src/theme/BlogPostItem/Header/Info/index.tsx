// Ejected from @docusaurus/theme-classic 3.10.2 (theme/BlogPostItem/Header/Info): compare on upgrade. The one
// change: the post date is written by src/utils/formatting.ts, not Intl.DateTimeFormat, whose first use on
// a page loads the browser's locale data while the page hydrates.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluralForm } from '@docusaurus/theme-common';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Header/Info';
import { formatUtcDate } from '@site/src/utils/formatting';
import styles from './styles.module.css';

function ReadingTime({ readingTime }: { readingTime: number }): ReactNode {
  const { selectMessage } = usePluralForm();
  const minutes = Math.ceil(readingTime);
  return selectMessage(
    minutes,
    translate(
      {
        id: 'theme.blog.post.readingTime.plurals',
        description:
          'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
        message: 'One min read|{readingTime} min read',
      },
      { readingTime: minutes },
    ),
  );
}

export default function BlogPostItemHeaderInfo({ className }: Props): ReactNode {
  const { metadata } = useBlogPost();
  const { i18n } = useDocusaurusContext();
  const { date, readingTime } = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatUtcDate(date, 'long', i18n.currentLocale)}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
