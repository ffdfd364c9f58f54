import { loginValidationText as text } from '../../../locales/zh-CN/session';

export interface LoginValues {
  workId: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// Mirrors loginRequestSchema in @broker/contract. The schema itself is not used here because it would
// bring zod (~25 KB gzip) into the first screen; the server validates with it anyway.
const WORK_ID_MAX = 64;
const WORK_ID_PATTERN = /^[A-Za-z0-9_.-]+$/;
const PASSWORD_MAX = 256;

/** Pure: the first problem with each field, in Chinese; empty when the form can be sent. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const workId = values.workId.trim();
  if (!workId) errors.workId = text.workIdRequired;
  else if (workId.length > WORK_ID_MAX) errors.workId = text.workIdTooLong;
  else if (!WORK_ID_PATTERN.test(workId)) errors.workId = text.workIdCharacters;
  if (!values.password) errors.password = text.passwordRequired;
  else if (values.password.length > PASSWORD_MAX) errors.password = text.passwordTooLong;
  return errors;
}
