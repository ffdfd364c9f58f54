import './quote-line.css';

/**
 * What a question quoted, above its text in the question bubble (spec §3 quoted message data): two lines
 * at most, on the bubble's primary colour. Shared by the chat and the stored conversation view so both
 * show a quote the same way.
 */
export function QuoteLine({ text }: { text: string }) {
  return <p className="quote-line">{text}</p>;
}
