import type { ReactNode } from 'react';
import { adminFileUrl } from './adminPath.ts';
import * as styles from './console.css.ts';
import { useConsole } from './session.tsx';

export interface DownloadLinkProps {
  /** The file's path under the venue's admin files, and its query. */
  path: string;
  query?: Record<string, string>;
  /** A button of a toolbar, or a link in running text or a table. */
  look?: 'button' | 'text';
  children: ReactNode;
}

/** A link that downloads one of the venue's files (a CSV of orders, codes, check-ins). */
export function DownloadLink({ path, query = {}, look = 'text', children }: DownloadLinkProps) {
  const { venueId } = useConsole();
  return (
    <a
      className={look === 'button' ? styles.downloadLink : styles.link}
      href={adminFileUrl(venueId, path, query)}
      download
    >
      {children}
    </a>
  );
}
