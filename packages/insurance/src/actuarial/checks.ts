// Small guards shared by the actuarial functions. They throw RangeError with a message that names the
// offending input, so a bad product definition fails loudly instead of producing a plausible number.

/** Element `index` of `values`, or a RangeError naming `what` when it does not exist. */
export function at(values: readonly number[], index: number, what = 'value'): number {
  const value = values[index];
  if (value === undefined) {
    throw new RangeError(`${what}: no value at index ${index} (length ${values.length})`);
  }
  return value;
}

export function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${value}`);
}

export function assertProbability(value: number, what: string): void {
  if (!(value >= 0 && value <= 1))
    throw new RangeError(`${what} must be a probability in [0, 1], got ${value}`);
}

export function assertWholeNumber(value: number, what: string, min = 0): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${what} must be a whole number >= ${min}, got ${value}`);
  }
}

/** Annual effective interest rate: finite and above -100%. */
export function assertInterestRate(i: number, what = 'interest rate'): void {
  assertFinite(i, what);
  if (i <= -1) throw new RangeError(`${what} must be above -100%, got ${i}`);
}

/** An array of `length` elements filled by `fill(index)`. */
export function build(length: number, fill: (index: number) => number): number[] {
  return Array.from({ length }, (_, index) => fill(index));
}
