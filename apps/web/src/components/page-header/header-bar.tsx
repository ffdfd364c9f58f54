import type { ReactNode } from 'react';
import './page-header.css';

/** The header's look without the router: the customer's share page (src/share) uses it as it is. */
export function HeaderBar({ title, left, right }: { title: string; left?: ReactNode; right?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="page-header__side">{left}</div>
      <h1 className="page-header__title">{title}</h1>
      <div className="page-header__side page-header__side--right">{right}</div>
    </header>
  );
}
