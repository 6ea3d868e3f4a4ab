/**
 * "Report a problem": a link to a new issue in the site's repository (config/repository.ts, passed in the
 * site config's customFields), pre-filled with the page's title, address and version, under each docs page
 * and blog post.
 */
import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { newIssueUrl } from './newIssueUrl';
import styles from './styles.module.css';

type Props = { title: string; permalink: string; version: string };

export default function ReportProblem({ title, permalink, version }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const repositoryUrl = siteConfig.customFields?.repositoryUrl as string;
  // An index page's permalink ends in a slash; the site serves every page without one (trailingSlash: false).
  const url = `${siteConfig.url}${permalink.replace(/(.)\/$/, '$1')}`;
  const href = newIssueUrl(repositoryUrl, { title, url, version });
  return (
    <p className={styles.report}>
      Something wrong or unclear? <a href={href}>Report a problem</a>
    </p>
  );
}
