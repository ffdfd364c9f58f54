// The shipped rule table and a condition as the extractor would return it, for the underwriting tests.
import rulesCsv from '../../../../data/underwriting/rules.csv?raw';
import { parseUnderwritingRules } from '../underwriting/rules.js';
import type { FoundCondition } from '../underwriting/types.js';

export const shippedRules = parseUnderwritingRules(rulesCsv);

export const condition = (code: FoundCondition['code'], band: string): FoundCondition => ({
  code,
  band: band as FoundCondition['band'],
  summary: `${code} ${band}`,
  values: {},
  sources: ['报告原文'],
});
