import { useId, useMemo, useState } from 'react';
import type { ClauseSection, FaqPair } from '@broker/contract';
import { productSheetText as t } from '../../../locales/zh-CN/product-sheet';
import { searchClauses, type Piece } from '../lib/clause-search';

function Marked({ pieces }: { pieces: Piece[] }) {
  return <>{pieces.map((piece, i) => (piece.hit ? <mark key={i}>{piece.text}</mark> : piece.text))}</>;
}

/** The clauses as readable text, with a search that keeps the sections mentioning it and marks it. */
export function ClauseReader({ clauses }: { clauses: ClauseSection[] }) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const matches = useMemo(() => searchClauses(clauses, query), [clauses, query]);
  const hits = matches.reduce((sum, m) => sum + m.hits, 0);
  if (clauses.length === 0) return null;
  return (
    <section className="sheet-card" aria-labelledby="sheet-clauses">
      <h2 id="sheet-clauses" className="sheet-card__title">
        {t.clausesTitle}
      </h2>
      <label className="sheet-search" htmlFor={inputId}>
        <span className="sheet-search__label">{t.clauseSearch}</span>
        <input
          id={inputId}
          className="form-control"
          type="search"
          enterKeyHint="search"
          placeholder={t.clauseSearchPlaceholder}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      {query.trim() !== '' && (
        <p className="sheet-search__count" role="status">
          {hits > 0 ? t.clauseHits(hits) : t.clauseNone(query.trim())}
        </p>
      )}
      {/* Scrolls on its own: focusable, so a keyboard can scroll it too. */}
      <div
        className="sheet-clauses"
        data-testid="sheet-clauses"
        role="region"
        aria-label={t.clausesTitle}
        tabIndex={0}
      >
        {matches.map((m, i) => (
          <article key={i} className="sheet-clause">
            <h3 className="sheet-clause__title">
              <Marked pieces={m.title} />
            </h3>
            {m.paragraphs.map((p, j) => (
              <p key={j}>
                <Marked pieces={p} />
              </p>
            ))}
          </article>
        ))}
      </div>
    </section>
  );
}

/** The product's own questions and answers, folded. */
export function FaqList({ faq }: { faq: FaqPair[] }) {
  if (faq.length === 0) return null;
  return (
    <section className="sheet-card" aria-labelledby="sheet-faq">
      <h2 id="sheet-faq" className="sheet-card__title">
        {t.faqTitle}
      </h2>
      {faq.map((pair) => (
        <details key={pair.question} className="sheet-faq">
          <summary>{pair.question}</summary>
          <p>{pair.answer}</p>
        </details>
      ))}
    </section>
  );
}
