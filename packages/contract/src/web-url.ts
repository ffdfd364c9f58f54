// No zod here: the web app's lazy screens import this without the schema library.

/** Web resources (spec §2 /webResource, issue 17, docs/decisions/030): pages operators list for agents. */
export const WEB_RESOURCE_LIMITS = {
  titleMax: 100,
  sourceMax: 50,
  summaryMax: 500,
  categoryMax: 20,
  /** Browsers handle far longer, but an operator's link to an official page is never this long. */
  urlMax: 2000,
  keywordMax: 50,
  pageSizeDefault: 20,
  pageSizeMax: 50,
} as const;

export type WebUrlCheck = { ok: true; url: string } | { ok: false; reason: string };

/**
 * The one rule for every link the app shows as a web resource: an absolute http(s) address with a
 * host and no credentials. `javascript:`, `data:`, `file:`, relative and malformed addresses are
 * refused with a Chinese reason; an accepted one comes back normalised (`new URL().href`).
 */
export function checkWebUrl(raw: string): WebUrlCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, reason: '链接不能为空' };
  if (text.length > WEB_RESOURCE_LIMITS.urlMax)
    return { ok: false, reason: `链接过长（最多 ${WEB_RESOURCE_LIMITS.urlMax} 个字符）` };
  // Browsers strip tabs and line breaks inside a URL, which hides `java\nscript:`; refuse them outright.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(text)) return { ok: false, reason: '链接中不能有空格、换行或控制字符' };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined)
    return { ok: false, reason: '链接须为以 http:// 或 https:// 开头的完整网址，不接受相对地址' };
  if (scheme !== 'http' && scheme !== 'https')
    return { ok: false, reason: `只接受 http:// 或 https:// 链接，不接受 ${scheme}: 链接` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: '链接格式不正确，请检查网址' };
  }
  if (!/^https?:\/\/[^/?#]/i.test(text) || url.hostname === '')
    return { ok: false, reason: '链接格式不正确：缺少网站域名' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: '链接中不能包含用户名或密码' };
  return { ok: true, url: url.href };
}
