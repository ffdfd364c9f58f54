import type { AskItem } from '@broker/contract';

interface WelcomeQuestionsProps {
  title: string;
  items: readonly AskItem[] | undefined;
  pending: boolean;
  onAsk(question: string): void;
}

/** A card of suggested questions; each asks itself when tapped. Hidden when there is nothing to offer. */
export function WelcomeQuestions({ title, items, pending, onAsk }: WelcomeQuestionsProps) {
  if (!pending && (!items || items.length === 0)) return null;
  return (
    <section className="welcome__card" aria-label={title} aria-busy={pending}>
      <h3 className="welcome__card-title">{title}</h3>
      {pending ? (
        <div className="welcome__skeleton" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ) : (
        <ul className="welcome__questions">
          {items?.map((item) => (
            <li key={item.question}>
              <button type="button" className="welcome__question" onClick={() => onAsk(item.question)}>
                {item.question}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
