/**
 * The sign-in form's rules as plain data, so the web app can check a form without bundling zod and the
 * server's schema (user.ts) cannot drift from it.
 */
export const LOGIN_RULES = {
  workIdMaxLength: 64,
  workIdPattern: /^[A-Za-z0-9_.-]+$/,
  passwordMaxLength: 256,
  messages: {
    workIdRequired: '请输入工号',
    workIdTooLong: '工号不能超过64个字符',
    workIdCharacters: '工号只能包含字母、数字、下划线、点和短横线',
    passwordRequired: '请输入密码',
    passwordTooLong: '密码过长',
  },
} as const;
