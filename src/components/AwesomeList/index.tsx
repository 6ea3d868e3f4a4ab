import type { ReactNode } from 'react';
import { awesomeProjects, type AwesomeCategory } from '@site/src/data/awesomeTrpc';
import styles from './styles.module.css';

export type AwesomeListProps = {
  /** Which category to list. The page writes the category's `##` heading itself, so the TOC sees it. */
  category: AwesomeCategory;
};

/** "github.com/owner/repo" without the scheme: short, and it tells the reader where the link goes. */
function displayUrl(url: string): string {
  return url.replace(/^https:\/\//, '');
}

/** The community projects of one category of src/data/awesomeTrpc.ts, as a list of cards. */
export default function AwesomeList({ category }: AwesomeListProps): ReactNode {
  const projects = awesomeProjects.filter((project) => project.category === category);
  return (
    <ul className={styles.list}>
      {projects.map((project) => (
        <li key={project.url} className={styles.item}>
          <a className={styles.name} href={project.url} target="_blank" rel="noopener noreferrer">
            {project.name}
          </a>
          <p className={styles.description}>{project.description}</p>
          <span className={styles.url}>{displayUrl(project.url)}</span>
        </li>
      ))}
    </ul>
  );
}
