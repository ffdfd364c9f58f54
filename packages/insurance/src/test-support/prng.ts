// A tiny seeded PRNG (mulberry32) for property tests: the same seed gives the same cases on every run,
// and a failing case can be replayed from the seed printed in the test name.

export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  real(min: number, max: number): number;
}

export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]) => {
      const value = values[Math.floor(next() * values.length)];
      if (value === undefined) throw new RangeError('pick from an empty list');
      return value;
    },
    real: (min, max) => min + next() * (max - min),
  };
}
