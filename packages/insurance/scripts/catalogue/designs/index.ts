// Every demo product, by type. The generator builds them in this order.
import { CRITICAL_ILLNESS } from './critical-illness.js';
import { TERM_LIFE, WHOLE_LIFE } from './life.js';
import { ACCIDENT } from './accident.js';
import { MEDICAL } from './medical.js';
import { ANNUITY, INCREASING_WHOLE_LIFE } from './savings.js';
import type { Design } from './types.js';

export const DESIGNS: readonly Design[] = [
  ...CRITICAL_ILLNESS,
  ...MEDICAL,
  ...TERM_LIFE,
  ...WHOLE_LIFE,
  ...INCREASING_WHOLE_LIFE,
  ...ANNUITY,
  ...ACCIDENT,
];
