import { recordsText } from '../../../locales/zh-CN/records';
import { Link, useNavigate } from 'react-router';
import { savedPathOf } from '../lib/paths';
import { useLatestInteractions } from '../api/interactions';
import { unreadBadge } from '../lib/badge';
import { RecordItem } from './record-item';
import './drawer-records.css';

/** The drawer's interaction records (spec §2): latest entries, the unread count (99+), a link to all. */
export function DrawerRecords({ onNavigate }: { onNavigate(): void }) {
  const latest = useLatestInteractions();
  const navigate = useNavigate();
  const badge = unreadBadge(latest.data?.unreadNum ?? 0);
  const items = latest.data?.result.slice(0, 2) ?? [];
  return (
    <section className="drawer-records" aria-labelledby="drawer-records-title">
      <Link
        id="drawer-records-title"
        className="drawer-records__head"
        to="/interactiveList"
        onClick={onNavigate}
      >
        <span>{recordsText.title}</span>
        {badge && (
          <span className="drawer-records__badge" aria-label={recordsText.unreadCount(badge)}>
            {badge}
          </span>
        )}
        <span className="drawer-records__all">{recordsText.all}</span>
      </Link>
      {items.length > 0 ? (
        <ul className="drawer-records__list">
          {items.map((r) => (
            <RecordItem
              key={r.id}
              record={r}
              onOpen={() => {
                onNavigate();
                navigate(savedPathOf(r.comparisonId));
              }}
            />
          ))}
        </ul>
      ) : (
        latest.isSuccess && <p className="drawer-records__empty">{recordsText.drawerEmpty}</p>
      )}
    </section>
  );
}
