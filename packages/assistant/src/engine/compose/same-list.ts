import { constraintText } from '../constraint-labels.js';
import type { ComposeInput } from './answer.js';

/**
 * A follow-up that adds a condition ('只要保住院的') but leaves the list as it was: said first, so the
 * answer is not the previous one word for word with nothing to show the condition was read.
 */
export function sameListNote(input: ComposeInput, codes: readonly string[]): string | undefined {
  const before = input.request.context.listedProducts ?? [];
  const had = new Set(input.request.context.entities.constraints ?? []);
  const added = (input.understanding.entities.constraints ?? []).filter((t) => !had.has(t));
  if (added.length === 0 || before.length === 0) return undefined;
  const shown = codes.slice(0, before.length);
  if (shown.length !== before.length || shown.some((c, i) => c !== before[i])) return undefined;
  return `按${constraintText(added)}筛选后名单不变：上面列出的产品都符合。`;
}
