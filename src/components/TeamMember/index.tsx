import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {avatarColorOf, initialsOf} from './avatar';
import styles from './styles.module.css';

interface TeamMemberProps {
  /** Full name as the person writes it publicly. */
  name: string;
  /** GitHub handle without the `@`. */
  github: string;
  /** What the person does or did for the project; only public, verifiable facts. */
  children?: ReactNode;
}

/** One person on the team page: initials drawn locally, name, GitHub handle and a short note. */
export default function TeamMember({name, github, children}: TeamMemberProps): ReactNode {
  return (
    <li className={styles.member}>
      <span className={styles.avatar} style={{backgroundColor: avatarColorOf(github)}} aria-hidden="true">
        {initialsOf(name)}
      </span>
      <div className={styles.details}>
        <span className={styles.name}>{name}</span>{' '}
        <Link className={styles.handle} href={`https://github.com/${github}`}>
          @{github}
        </Link>
        {children ? <div className={styles.note}>{children}</div> : null}
      </div>
    </li>
  );
}

/** A list of team members, laid out as a responsive grid. */
export function TeamList({children}: {children: ReactNode}): ReactNode {
  return <ul className={styles.list}>{children}</ul>;
}
