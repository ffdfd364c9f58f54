import { LOGIN_RULES } from '@broker/contract';

export interface LoginValues {
  workId: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// The same rules as loginRequestSchema (both read LOGIN_RULES); the schema itself is not used here
// because it would bring zod (~25 KB gzip) into the first screen. The server validates with it anyway.
const text = LOGIN_RULES.messages;

/** Pure: the first problem with each field, in Chinese; empty when the form can be sent. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const workId = values.workId.trim();
  if (!workId) errors.workId = text.workIdRequired;
  else if (workId.length > LOGIN_RULES.workIdMaxLength) errors.workId = text.workIdTooLong;
  else if (!LOGIN_RULES.workIdPattern.test(workId)) errors.workId = text.workIdCharacters;
  if (!values.password) errors.password = text.passwordRequired;
  else if (values.password.length > LOGIN_RULES.passwordMaxLength) errors.password = text.passwordTooLong;
  return errors;
}
