import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './page.module.css';

interface PageProps {
  /** Sets the document title ("About · Roastie"); leave out for the home page. */
  title?: string;
  /** `content` for reading width, `wide` for grids and galleries. */
  width?: 'content' | 'wide';
  className?: string;
  children: ReactNode;
}

export function Page({ title, width = 'content', className, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={[styles.page, styles[width], className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
