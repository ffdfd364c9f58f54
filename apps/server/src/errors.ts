import { MESSAGES, SPEECH_LIMITS, WORK_ORDER_LIMITS } from '@broker/contract';

/**
 * The one error table (DESIGN.md convention 4): every error the API returns has a code here, which
 * fixes its HTTP status and the Chinese `detail` the client shows (spec §8).
 */
const ERRORS = {
  'invalid:body': [400, '请求参数有误'],
  'invalid:json': [400, '请求内容不是合法的 JSON'],
  'invalid:url': [400, '请求地址格式不正确'],
  'invalid:model': [400, '不支持该模型，请重新选择'],
  'invalid:guide': [400, '未知的引导标识'],
  'invalid:agreement_version': [409, '协议已更新，请刷新后重新阅读'],
  // `detail` joins every violated rule of the product ("投保年龄须在…；保额须为…").
  'invalid:factors': [400, '投保信息不符合产品规则'],
  // `detail` lists the problems with their sheet, row and column (or JSON path).
  'invalid:import': [400, '导入文件有误'],
  // A product that is off sale cannot join a new comparison (a saved one keeps it, frozen).
  'invalid:compare_off_sale': [400, '产品已停售，不能加入对比'],
  'invalid:compare_min_products': [400, '对比至少需要保留2款产品'],
  'invalid:calculate_off_sale': [400, '产品已停售，不能试算'],
  'invalid:colour_page_off_sale': [400, '产品已停售，不能生成彩页'],
  'invalid:input_too_long': [400, MESSAGES.inputTooLong],
  // Files (issue 15): checked by content; `detail` names what was found.
  'invalid:file_type': [415, '文件格式不支持，请上传 JPG、PNG、WEBP 图片或 PDF'],
  'invalid:file_empty': [400, '文件为空，请重新选择'],
  'invalid:file_not_uploaded': [400, '文件尚未上传完成，请重新上传'],
  'conflict:file_uploaded': [409, '文件已上传，请勿重复上传'],
  'conflict:file_parsing': [409, '报告仍在识别中，请稍候'],
  'forbidden:upload': [403, '上传地址无效或已过期，请重新上传'],
  // Work-order screenshots (decision 025 addendum): the agent's own uploads, images only.
  'invalid:screenshot_type': [415, '截图只能是图片（JPG、PNG、WebP），请重新选择'],
  'invalid:screenshot_duplicate': [400, '同一张截图只能添加一次'],
  'payload_too_large:screenshot': [
    413,
    `每张截图不能超过${WORK_ORDER_LIMITS.screenshotMaxBytes / 1024 / 1024} MB`,
  ],
  'not_found:screenshot': [404, '截图不存在或已过期，请重新上传'],
  'forbidden:screenshot_link': [403, '截图链接无效或已过期'],
  // Voice input (issue 17, decision 029): recordings are checked by content; `detail` names what was found.
  'invalid:audio_type': [415, '录音格式不支持，请重新录音'],
  'invalid:audio_empty': [400, '录音为空，请重新录音'],
  'invalid:audio_too_short': [400, '说话时间太短'],
  'invalid:audio_too_long': [400, `录音超过${SPEECH_LIMITS.maxDurationMs / 1000}秒，请分段说`],
  'payload_too_large:audio': [
    413,
    `录音文件过大（最大${SPEECH_LIMITS.maxBytes / 1024 / 1024}MB），请缩短录音后重试`,
  ],
  // Empty once emoji and spaces are stripped (spec §5).
  'invalid:empty_prompt': [400, '请输入问题'],
  'invalid:nothing_to_regenerate': [400, '没有可以重新生成的回答，请先提问'],
  'conflict:generating': [409, MESSAGES.generating],
  // The product assistant (decision 048): a conversation stays about the product it started with.
  'conflict:aides_product': [409, '该会话不属于这款产品的产品助手，请开启新对话'],
  'not_found:aides_product': [404, '产品助手的产品不存在，请检查产品编码'],
  'unauthorized:missing_token': [401, '未登录或登录已失效，请重新登录'],
  'unauthorized:session_expired': [401, '登录状态已过期，请重新登录'],
  'unauthorized:credentials': [401, '工号或密码错误'],
  'unauthorized:erp_token': [401, '单点登录凭证无效或已过期，请从应用重新进入'],
  'unauthorized:missing_api_key': [401, '缺少 API 密钥，请在 Authorization 或 X-API-Key 请求头中提供'],
  'unauthorized:api_key': [401, 'API 密钥无效或已停用'],
  'forbidden:account_disabled': [403, '账号已停用，请联系管理员'],
  'not_found:route': [404, '接口不存在'],
  'not_found:page': [404, '页面不存在'],
  'not_found:web_app': [404, '前端页面尚未构建，请先运行 npm run build'],
  'not_found:agreement': [404, '协议不存在'],
  'not_found:product': [404, '产品不存在'],
  'not_found:conversation': [404, '会话不存在'],
  'not_found:message': [404, '消息不存在'],
  // A quoteMessageId that is malformed, unknown, another conversation's or another agent's, or sent
  // without a conversation (nothing to quote from yet).
  'not_found:quote': [404, '引用的消息不存在'],
  'not_found:comparison': [404, '对比记录不存在'],
  'not_found:colour_page': [404, '彩页不存在或已删除'],
  // Another agent's file looks exactly like one that never existed.
  'not_found:file': [404, '文件不存在或已删除'],
  'not_found:underwriting': [404, '核保报告不存在或已删除'],
  'not_found:interaction': [404, '互动记录不存在'],
  // A forged, expired or revoked share code, or one of another comparison: all look the same.
  'not_found:share': [404, '分享链接无效或已过期，请联系您的顾问重新分享'],
  'not_found:erp_login': [404, '未启用单点登录'],
  // Lessons (issue 17, decision 027): a forged, unknown or unpublished lesson or medium all look the same.
  'not_found:lesson': [404, '这篇指引不存在或已下线'],
  'not_found:lesson_video': [404, '这篇指引没有视频'],
  'not_found:medium': [404, '视频或图片不存在或已下线'],
  // `Content-Range: bytes */<size>` says what the file holds.
  'invalid:range': [416, '请求的内容范围无效'],
  'not_found:speech': [404, '未开通语音输入，请使用文字输入'],
  // Another agent's task looks the same as one that never existed or was cleared.
  'not_found:speech_task': [404, '识别任务不存在或已过期，请重新录音'],
  // Another agent's work order looks the same as one that does not exist.
  'not_found:work_order': [404, '工单不存在'],
  'not_found:live_agent': [404, '暂未开通在线人工客服，请提交工单'],
  // `detail` says the hours and when agents are back.
  'conflict:cs_closed': [409, '当前不在人工客服服务时间，请提交工单'],
  'not_found:password_login': [404, '未启用工号密码登录，请从应用内进入'],
  payload_too_large: [413, '请求内容过大'],
  unsupported_media_type: [415, '请求格式不支持，请使用 JSON'],
  'too_many:login_attempts': [429, '登录失败次数过多，请稍后再试'],
  'too_many:requests': [429, '请求过于频繁，请稍后再试'],
  'too_many:speech': [429, '语音识别过于频繁，请稍后再试'],
  // Tracking (issue 17, decision 028): a batch over TRACKING_LIMITS, or one that is not tracking records.
  'payload_too_large:tracking': [413, '埋点数据过多：每批最多 100 条、64 KB，请分批发送'],
  'invalid:tracking': [400, '埋点数据格式不正确'],
  'forbidden:operator': [403, '仅运营人员可以查看数据看板，请联系管理员开通'],
  internal: [500, '服务异常，请稍后再试'],
  'unavailable:database': [503, '服务暂不可用，请稍后再试'],
  // The S3-compatible file store cannot be reached (decision 035): nothing was written.
  'unavailable:file_store': [503, '文件存储暂不可用，请稍后再试'],
  // This instance is shutting down (issue 20): answers in flight finish, new ones go elsewhere.
  'unavailable:shutting_down': [503, '服务正在重启，请稍后重试'],
  'unauthorized:metrics_token': [401, '监控令牌无效'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly detail: string;
  readonly headers: Record<string, string>;

  /** `detail` overrides the table's text when the situation needs more precision (e.g. the field). */
  constructor(
    code: ErrorCode,
    options: { detail?: string; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    const [status, text] = ERRORS[code];
    super(options.detail ?? text, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = status;
    this.detail = options.detail ?? text;
    this.headers = options.headers ?? {};
  }
}

export function errorStatus(code: ErrorCode): number {
  return ERRORS[code][0];
}
