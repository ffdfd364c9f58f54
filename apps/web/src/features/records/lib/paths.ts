/** A saved comparison's screen (the compare feature's address, kept here so features stay apart). */
export const savedPathOf = (comparisonId: string) =>
  `/comparisonResults?id=${encodeURIComponent(comparisonId)}`;
