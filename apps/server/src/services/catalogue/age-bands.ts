import { UNLIMITED } from '@broker/contract';

/**
 * The age filter's bands (GET /v1/prodfilterage/): life stages an agent thinks in — children, young
 * adults, then by decade — as far as the catalogue reaches. A band is offered when some on-sale product
 * accepts an age in it, and is cut to the youngest and oldest age the catalogue accepts.
 */
export const AGE_BANDS: readonly (readonly [number, number])[] = [
  [0, 17],
  [18, 30],
  [31, 40],
  [41, 50],
  [51, 60],
  [61, 70],
  [71, 80],
  [81, 120],
];

export function ageOptions(found: { youngest: number | null; oldest: number | null; counts: number[] }) {
  const options = [{ value: UNLIMITED, label: UNLIMITED }];
  const { youngest, oldest } = found;
  if (youngest === null || oldest === null) return options;
  AGE_BANDS.forEach(([min, max], i) => {
    if ((found.counts[i] ?? 0) === 0) return;
    const lo = Math.max(min, youngest);
    const hi = Math.min(max, oldest);
    options.push({ value: `${lo}-${hi}`, label: lo === hi ? `${lo}岁` : `${lo}-${hi}岁` });
  });
  return options;
}
