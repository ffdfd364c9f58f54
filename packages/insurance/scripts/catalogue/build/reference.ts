// The reference tables the generator prices with, beyond those an illustration needs.
import {
  type PricingRateCap,
  type ReferenceTables,
  parseCsv,
  parseExampleLoadingProfiles,
  parseInterestRateCaps,
  parseReferenceTables,
} from '../../../src/index.js';

export interface PricingReference {
  readonly tables: ReferenceTables;
  readonly rateCaps: readonly PricingRateCap[];
  readonly loadingCapsCsv: string;
  /** Teaching-model loading profiles by payment years (illustrative; data/reference/SOURCES.md). */
  readonly teachingLoadings: Readonly<Record<number, readonly number[]>>;
  readonly commissionRows: readonly Readonly<Record<string, string>>[];
}

export function loadPricingReference(readText: (name: string) => string): PricingReference {
  return {
    tables: parseReferenceTables(readText),
    rateCaps: parseInterestRateCaps(readText('interest_rate_caps.csv')),
    loadingCapsCsv: readText('expense_loading_caps_average.csv'),
    teachingLoadings: parseExampleLoadingProfiles(readText('expense_loading_example_teaching_model.csv')),
    commissionRows: parseCsv(readText('commission_rates_indicative.csv')).rows,
  };
}
