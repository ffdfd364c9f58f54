export const sessionText = {
  brandSubtitle: '保险经纪人与销售人员的智能展业工具',
  workIdLabel: '工号',
  workIdPlaceholder: '请输入工号',
  passwordLabel: '密码',
  passwordPlaceholder: '请输入密码',
  showPassword: '显示明文',
  hidePassword: '隐藏明文',
  submit: '登录',
  submitting: '登录中…',
  agreementPrefix: '登录即表示您已阅读并同意',
  and: '和',
  passwordLoginDisabled: '当前未开放工号密码登录，请从展业应用内进入展业助手。',
} as const;
