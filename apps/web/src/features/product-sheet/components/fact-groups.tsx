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

/** A titled bullet list (highlights, exclusions); nothing when the list is empty. */
export function ListCard({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="sheet-card" aria-labelledby={`sheet-${id}`}>
      <h2 id={`sheet-${id}`} className="sheet-card__title">
        {title}
      </h2>
      <ul className="sheet-list" data-testid={`sheet-${id}`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
