/**
 * True when `a` becomes `b` by at most one substitution, insertion or deletion. Compares code units:
 * product names are BMP Chinese, so one unit is one character.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const diff = a.length - b.length;
  if (diff > 1 || diff < -1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (diff === 0) return a.slice(i + 1) === b.slice(i + 1);
  return diff > 0 ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
