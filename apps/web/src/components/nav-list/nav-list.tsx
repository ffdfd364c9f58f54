import { Link } from 'react-router';
import { ChevronRightIcon } from '../icons/icons';
import './nav-list.css';

export interface NavListItem {
  to: string;
  label: string;
}

/** A list of links to other screens, each a full-width row. */
export function NavList({ items, onNavigate }: { items: readonly NavListItem[]; onNavigate?: () => void }) {
  return (
    <ul className="nav-list">
      {items.map((item) => (
        <li key={item.to}>
          <Link className="nav-list__link" to={item.to} onClick={onNavigate}>
            <span>{item.label}</span>
            <ChevronRightIcon className="nav-list__chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
