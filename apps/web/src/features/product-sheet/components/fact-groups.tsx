import type { FactGroup } from '../lib/product-facts';

/** The catalogue's facts, one card per group, label on the left and value on the right. */
export function FactGroups({ groups }: { groups: FactGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} className="sheet-card" aria-labelledby={`sheet-${group.id}`}>
          <h2 id={`sheet-${group.id}`} className="sheet-card__title">
            {group.title}
          </h2>
          <dl className="sheet-facts" data-testid={`sheet-${group.id}`}>
            {group.facts.map((f) => (
              <div key={f.label} className="sheet-facts__row">
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

/**
 * A titled list (highlights, exclusions; numbered for the health notice, whose questions are cited by
 * number in pre-underwriting reports); nothing when the list is empty.
 */
export function ListCard({
  id,
  title,
  items,
  note,
  numbered = false,
}: {
  id: string;
  title: string;
  items: string[];
  note?: string;
  numbered?: boolean;
}) {
  if (items.length === 0) return null;
  const List = numbered ? 'ol' : 'ul';
  return (
    <section className="sheet-card" aria-labelledby={`sheet-${id}`}>
      <h2 id={`sheet-${id}`} className="sheet-card__title">
        {title}
      </h2>
      {note && <p className="sheet-card__note">{note}</p>}
      <List className="sheet-list" data-testid={`sheet-${id}`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </section>
  );
}
