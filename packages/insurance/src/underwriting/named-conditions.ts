import type { ConditionCode } from './types.js';

/**
 * The rule table's condition for an illness as agents name it ('三高' is read as 高血压, 高血糖, 高血脂
 * by the chat's reader): what a named condition without values is judged by, band by band.
 */
const CODE_OF_NAME: Readonly<Record<string, ConditionCode>> = {
  高血压: 'blood_pressure',
  高血糖: 'glucose',
  糖尿病: 'glucose',
  高血脂: 'lipids',
  痛风: 'uric_acid',
  甲状腺结节: 'thyroid_nodule',
  乳腺结节: 'breast_nodule',
  肺结节: 'lung_nodule',
  乙肝: 'hepatitis_b',
  乙肝小三阳: 'hepatitis_b',
  乙肝大三阳: 'hepatitis_b',
  肥胖: 'bmi',
};

export function conditionCodeOfName(name: string): ConditionCode | undefined {
  return CODE_OF_NAME[name];
}
