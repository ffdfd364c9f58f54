// Precision and recall of extractConditions (@broker/insurance) on the hand-labelled report texts in
// underwriting/reports.ts (issue 15). Run: npx tsx bench/underwriting-extraction.ts
// A finding counts as right when its condition and band both match a label of that text.
import { extractConditions } from '@broker/insurance';
import { REPORTS } from './underwriting/reports.js';

let truePositives = 0;
let found = 0;
let expected = 0;
const perCode = new Map<string, { tp: number; found: number; expected: number }>();
const misses: string[] = [];
const bump = (code: string, key: 'tp' | 'found' | 'expected') => {
  const row = perCode.get(code) ?? { tp: 0, found: 0, expected: 0 };
  row[key]++;
  perCode.set(code, row);
};

REPORTS.forEach((report, k) => {
  const got = extractConditions(report.text).map((c) => `${c.code}:${c.band}`);
  found += got.length;
  expected += report.labels.length;
  for (const g of got) {
    bump(g.split(':')[0] ?? '', 'found');
    if (report.labels.includes(g)) {
      truePositives++;
      bump(g.split(':')[0] ?? '', 'tp');
    } else misses.push(`#${k + 1} extra ${g}`);
  }
  for (const label of report.labels) {
    bump(label.split(':')[0] ?? '', 'expected');
    if (!got.includes(label)) misses.push(`#${k + 1} missed ${label}`);
  }
});

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)}%`);
console.log(`${REPORTS.length} reports, ${expected} labelled findings, ${found} extracted`);
console.log(`precision ${pct(truePositives, found)}  recall ${pct(truePositives, expected)}`);
console.log('\ncondition        precision  recall  (labels)');
for (const [code, r] of [...perCode].sort()) {
  console.log(
    `${code.padEnd(16)} ${pct(r.tp, r.found).padStart(9)} ${pct(r.tp, r.expected).padStart(7)}  (${r.expected})`,
  );
}
if (misses.length > 0) console.log(`\nmisses:\n${misses.join('\n')}`);
