import { isOverInputLimit, stripEmoji } from '@broker/contract';
import { AppError } from '../../errors.js';

// Invisible characters: controls (NUL, which PostgreSQL text cannot hold, among them) and format
// characters (zero-width spaces, bidi overrides). Line breaks and tabs are what the agent typed.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const KEPT = new Set(['\n', '\t']);

/**
 * The question as the agent meant it (spec §5): emoji and invisible characters removed, then checked
 * for emptiness and length, before anything is stored.
 */
export function cleanQuestion(prompt: string): string {
  const question = stripEmoji(prompt)
    .replace(INVISIBLE, (c) => (KEPT.has(c) ? c : ''))
    .trim();
  if (!question) throw new AppError('invalid:empty_prompt');
  if (isOverInputLimit(question)) throw new AppError('invalid:input_too_long');
  return question;
}

function invalid(field: string, problem: string): AppError {
  return new AppError('invalid:body', { detail: `参数 ${field} 有误：${problem}` });
}

/**
 * Refuses a NUL character anywhere in `value` (strings, arrays, objects): PostgreSQL cannot store it,
 * and comparing with it fails, so it would otherwise surface as a 500. `part` names where the value
 * came from, the way validation errors do ('查询参数 ').
 */
export function rejectNul(value: unknown, field = '', part = ''): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw invalid(`${part}${field}`, '不能包含空字符');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => rejectNul(item, field ? `${field}.${i}` : String(i), part));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) rejectNul(item, field ? `${field}.${key}` : key, part);
  }
}

/** The client's send time, or null; one outside what a Date can hold is refused. */
export function sendTimeOf(ms: number | undefined): Date | null {
  if (ms === undefined) return null;
  const at = new Date(ms);
  if (Number.isNaN(at.getTime())) throw invalid('sendTs', '不是有效的时间');
  return at;
}
