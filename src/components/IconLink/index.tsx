import type { ReactNode } from 'react';
import clsx from 'clsx';
import { socialIconPaths, type SocialIcon } from './icons';
import styles from './styles.module.css';

export type IconLinkProps = {
  icon: SocialIcon;
  href: string;
  /** Accessible name; also shown as text in the mobile sidebar. */
  label: string;
  /** Set by the theme when the item renders in the mobile sidebar. */
  mobile?: boolean;
  className?: string;
};

function Icon({ icon }: { icon: SocialIcon }): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={socialIconPaths[icon]} />
    </svg>
  );
}

/** A navbar item that links to one of the project's social accounts with its brand icon. */
export default function IconLink({ icon, href, label, mobile, className }: IconLinkProps): ReactNode {
  if (mobile) {
    return (
      <li className="menu__list-item">
        <a
          className={clsx('menu__link', styles.mobileLink, className)}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon icon={icon} />
          {label}
        </a>
      </li>
    );
  }
  return (
    <a
      className={clsx('navbar__item navbar__link', styles.link, className)}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
    >
      <Icon icon={icon} />
    </a>
  );
}
