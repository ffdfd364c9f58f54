/** One question of a customer-service conversation with its answer, as stored (the summary's input). */
export interface SummaryExchange {
  question: string;
  /** The answer as the agent saw it ('' when none was written). */
  answer: string;
  /** Where the answer came from; the first is what it says, the others its related questions. */
  sources: { title: string; source: string }[];
  /**
   * Answered from a source, without failing or handing off. Only such a question may be summarised as
   * resolved: a model cannot turn an unsourced answer into a settled one.
   */
  answered: boolean;
}

/** What a model wrote for one exchange, checked: sources are the exchange's own. */
export interface WrittenItem {
  asked: string;
  answered: string;
  sources: { title: string; source: string }[];
  resolved: boolean;
}
