// The reference tables as the tests see them: the text of data/reference/*.csv, parsed once.
import ciIncidenceCsv from '../../../../data/reference/ci_2020_incidence.csv?raw';
import kCsv from '../../../../data/reference/ci_2020_k_death_ratio.csv?raw';
import miCsv from '../../../../data/reference/ci_2020_mi_mild_to_severe_ratio.csv?raw';
import cl2010Csv from '../../../../data/reference/cl_2010_2013_qx.csv?raw';
import cl2025Csv from '../../../../data/reference/cl_2025_qx.csv?raw';
import cvLoadingsCsv from '../../../../data/reference/cv_expense_loading_by_policy_year.csv?raw';
import cvParametersCsv from '../../../../data/reference/cv_min_cash_value_parameters.csv?raw';
import loadingCapsCsv from '../../../../data/reference/expense_loading_caps_average.csv?raw';
import exampleLoadingsCsv from '../../../../data/reference/expense_loading_example_teaching_model.csv?raw';
import rateCapsCsv from '../../../../data/reference/interest_rate_caps.csv?raw';
import researchValuesCsv from '../../../../data/reference/pricing_rate_research_values.csv?raw';
import ciBenchmarkCsv from '../../../../data/reference/benchmark_real_ci_premium_rates_bainian_kanghuibao.csv?raw';
import illustrationCsv from '../../../../data/reference/benchmark_real_product_illustration_lian_chuanjia_xinxiang.csv?raw';
import soaLxCsv from '../../../../data/reference/test_fixture_soa_illustrative_life_table_lx.csv?raw';
import cl2010VectorsCsv from '../../../../data/reference/test_vectors_cl2010_computed.csv?raw';
import ciVectorsCsv from '../../../../data/reference/test_vectors_ci2020_computed.csv?raw';
import { parseCiIncidence, parseKTables, parseMildToSevereRatios } from '../reference/ci-tables.js';
import { parseChinaLifeTables, parseLxTable } from '../reference/life-tables.js';
import { parseExampleLoadingProfiles, parseInterestRateCaps } from '../reference/regulation.js';

export const csv = {
  ciIncidence: ciIncidenceCsv,
  k: kCsv,
  mi: miCsv,
  cl2010: cl2010Csv,
  cl2025: cl2025Csv,
  cvLoadings: cvLoadingsCsv,
  cvParameters: cvParametersCsv,
  loadingCaps: loadingCapsCsv,
  exampleLoadings: exampleLoadingsCsv,
  rateCaps: rateCapsCsv,
  researchValues: researchValuesCsv,
  ciBenchmark: ciBenchmarkCsv,
  illustration: illustrationCsv,
  soaLx: soaLxCsv,
  cl2010Vectors: cl2010VectorsCsv,
  ciVectors: ciVectorsCsv,
};

export const cl2010 = parseChinaLifeTables(cl2010Csv, 'CL2010-2013');
export const cl2025 = parseChinaLifeTables(cl2025Csv, 'CL2025');
export const ciIncidence = parseCiIncidence(ciIncidenceCsv);
export const kTables = parseKTables(kCsv);
export const miRatios = parseMildToSevereRatios(miCsv);
export const rateCaps = parseInterestRateCaps(rateCapsCsv);
export const exampleLoadings = parseExampleLoadingProfiles(exampleLoadingsCsv);
export const soaTable = parseLxTable(soaLxCsv, 'SOA Illustrative Life Table');

/** The same texts keyed by their file name in data/reference (what runBenchmarks takes). */
export const referenceFiles: Readonly<Record<string, string>> = {
  'ci_2020_incidence.csv': ciIncidenceCsv,
  'ci_2020_k_death_ratio.csv': kCsv,
  'ci_2020_mi_mild_to_severe_ratio.csv': miCsv,
  'cl_2010_2013_qx.csv': cl2010Csv,
  'cl_2025_qx.csv': cl2025Csv,
  'cv_expense_loading_by_policy_year.csv': cvLoadingsCsv,
  'cv_min_cash_value_parameters.csv': cvParametersCsv,
  'expense_loading_caps_average.csv': loadingCapsCsv,
  'expense_loading_example_teaching_model.csv': exampleLoadingsCsv,
  'interest_rate_caps.csv': rateCapsCsv,
  'benchmark_real_ci_premium_rates_bainian_kanghuibao.csv': ciBenchmarkCsv,
  'benchmark_real_product_illustration_lian_chuanjia_xinxiang.csv': illustrationCsv,
};

/** The text of data/reference/<name>, as a caller of parseReferenceTables reads it. */
export function readReference(name: string): string {
  const text = referenceFiles[name];
  if (text === undefined) throw new RangeError(`test-support has no data/reference/${name}`);
  return text;
}
