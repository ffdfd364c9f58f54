import { cancerHistory, ecg, pregnancy } from './extract-history.js';
import { bloodPressure, bmi, glucose, lipids, uricAcid } from './extract-metabolic.js';
import { breastNodule, hepatitisB, lungNodule, thyroidNodule } from './extract-nodules.js';
import { sentencesOf } from './text.js';
import type { FoundCondition } from './types.js';

const READERS = [
  thyroidNodule,
  breastNodule,
  lungNodule,
  hepatitisB,
  bloodPressure,
  glucose,
  bmi,
  lipids,
  uricAcid,
  ecg,
  cancerHistory,
  pregnancy,
];

/**
 * The conditions underwriting depends on, read from a report's text (OCR or PDF or typed), each with
 * its values, band and the sentences it was found in. Values in the normal range come back with band
 * 'normal' (a report that shows a normal blood pressure is evidence too).
 */
export function extractConditions(text: string): FoundCondition[] {
  const sentences = sentencesOf(text);
  return READERS.map((read) => read(sentences)).filter((c): c is FoundCondition => c !== undefined);
}
