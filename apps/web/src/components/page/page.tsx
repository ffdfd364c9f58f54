import type { ReactNode } from 'react';
import './page.css';

/** A screen: a fixed header and a body that scrolls on its own (so kept-alive pages keep their place). */
export function Page({
  header,
  children,
  className,
}: {
  header?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `page ${className}` : 'page'}>
      {header}
      {/* Focusable so keyboard users can scroll a body that has no links or buttons (e.g. a policy). */}
      <main className="page__body" tabIndex={0}>
        {children}
      </main>
    </div>
  );
}
