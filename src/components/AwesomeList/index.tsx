import type { ReactNode } from 'react';
import LinkCardList from '@site/src/components/LinkCardList';
import { awesomeProjects, type AwesomeCategory } from '@site/src/data/awesomeTrpc';

export type AwesomeListProps = {
  /** Which category to list. The page writes the category's `##` heading itself, so the TOC sees it. */
  category: AwesomeCategory;
};

/** The community projects of one category of src/data/awesomeTrpc.ts, as a list of cards. */
export default function AwesomeList({ category }: AwesomeListProps): ReactNode {
  const projects = awesomeProjects.filter((project) => project.category === category);
  // "github.com/owner/repo" without the scheme.
  return (
    <LinkCardList
      items={projects.map((project) => ({ ...project, caption: project.url.replace(/^https:\/\//, '') }))}
    />
  );
}
