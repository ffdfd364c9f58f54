import type { z } from 'zod';
import { isFailed, type Draft } from './drafts.js';
import { describeIssue, type Problems } from './problems.js';

export interface Valid<T> {
  draft: Draft;
  value: T;
}

/** Validates each record with its contract schema; every issue is reported where it came from. */
export function validateDrafts<T>(drafts: Draft[], schema: z.ZodType<T>, problems: Problems): Valid<T>[] {
  const valid: Valid<T>[] = [];
  for (const draft of drafts) {
    const parsed = schema.safeParse(draft.value, { reportInput: true });
    if (parsed.success) {
      if (draft.failed.size === 0) valid.push({ draft, value: parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      if (!isFailed(draft, issue.path)) problems.add(draft.locate(issue.path), describeIssue(issue));
    }
  }
  return valid;
}

/** The same code twice in one import: the second is reported, naming where the first was. */
export function rejectDuplicates<T>(
  items: Valid<T>[],
  keyOf: (value: T) => string,
  what: string,
  field: string,
  problems: Problems,
): Valid<T>[] {
  const seen = new Map<string, Draft>();
  return items.filter(({ draft, value }) => {
    const key = keyOf(value);
    const first = seen.get(key);
    if (first) {
      problems.add(draft.locate([field]), `${what} ${key} 重复（${first.locate([])} 已有）`);
      return false;
    }
    seen.set(key, draft);
    return true;
  });
}
