import { z } from 'zod';
import { LOGIN_RULES } from './login-rules.js';

const { messages } = LOGIN_RULES;

export const workIdSchema = z
  .string({ error: messages.workIdRequired })
  .trim()
  .min(1, messages.workIdRequired)
  .max(LOGIN_RULES.workIdMaxLength, messages.workIdTooLong)
  .regex(LOGIN_RULES.workIdPattern, messages.workIdCharacters);

export const MAX_PASSWORD_LENGTH = LOGIN_RULES.passwordMaxLength;

export const loginRequestSchema = z.object({
  workId: workIdSchema,
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, messages.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const erpLoginRequestSchema = z.object({
  erpToken: z.string({ error: '缺少单点登录凭证' }).min(1, '缺少单点登录凭证').max(8192, '单点登录凭证过长'),
});

export const modelOptionSchema = z.object({ model: z.string(), default: z.boolean() });
export type ModelOption = z.infer<typeof modelOptionSchema>;

/** Spec §3 user info. `acceptAgreement` is 1 once the current important notice is accepted. */
export const userInfoSchema = z.object({
  workId: z.string(),
  realName: z.string(),
  models: z.array(modelOptionSchema),
  show: z.array(z.string()),
  acceptAgreement: z.union([z.literal(0), z.literal(1)]),
  /**
   * Spec §6: the agent's work id is one an operator listed in DEBUG_CONSOLE_WORK_IDS, so the app loads
   * its debug console (decision 030). Present only then: nobody else's payload changes.
   */
  debugConsole: z.literal(true).optional(),
  /**
   * Tool screens that depend on the deployment rather than the build (decision 025 addendum): `vehicle`
   * is true once an operator set VEHICLE_LINK_URL. The build's TOOL_SCREENS holds the rest.
   */
  toolScreens: z.object({ vehicle: z.boolean() }),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const modelChangeRequestSchema = z.object({
  mdlName: z.string({ error: '请选择模型' }).min(1, '请选择模型').max(100, '模型名称过长'),
});

/** Agreement ids are short slugs such as `important-notice`. */
export const agreementIdSchema = z
  .string({ error: '缺少协议编号' })
  .min(1, '缺少协议编号')
  .max(64, '协议编号过长')
  .regex(/^[a-z0-9-]+$/, '协议编号格式不正确');

export const agreementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const agreementAcceptRequestSchema = z.object({
  id: agreementIdSchema,
  version: z.number({ error: '协议版本须为整数' }).int('协议版本须为整数').positive().optional(),
});

export const errorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okBodySchema = z.object({ ok: z.literal(true) });
/** A call that reads no fields: `{}`, an empty body or none (the spec's client posts userinfo bare). */
export const emptyBodySchema = z.object({}).nullish();
