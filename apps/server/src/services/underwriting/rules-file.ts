import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseUnderwritingRules, type UnderwritingRule } from '@broker/insurance';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_RULES_FILE = path.resolve(here, '../../../../../data/underwriting/rules.csv');

/**
 * The pre-underwriting rule table, read once per process: the report and the chat's health answers
 * judge by the same rows. The file is data (operators edit or replace it); a bad one fails loudly.
 */
let rules: Promise<UnderwritingRule[]> | undefined;
export const loadUnderwritingRules = (): Promise<UnderwritingRule[]> =>
  (rules ??= readFile(rulesFile(), 'utf8').then(parseUnderwritingRules));

/**
 * The table in use: `UNDERWRITING_RULES_FILE` when an installation keeps its own (outside the code, so
 * an upgrade does not overwrite it), else the shipped one. `underwriting-rules import` writes here.
 */
export const rulesFile = (): string => process.env.UNDERWRITING_RULES_FILE || DEFAULT_RULES_FILE;
