import { z } from 'zod';
import { checkWebUrl, WEB_RESOURCE_LIMITS } from './web-url.js';

export { checkWebUrl, WEB_RESOURCE_LIMITS, type WebUrlCheck } from './web-url.js';

// Web resources (spec §2 /webResource, issue 17, docs/decisions/030): the entries' schemas.

const text = (label: string, max: number, required = true) => {
  const base = z.string({ error: `${label}须为文字` }).trim();
  return (required ? base.min(1, `缺少${label}`) : base).max(max, `${label}过长（最多 ${max} 个字符）`);
};

/** What an operator writes for one entry (a row of an import file, or `web-resource add`). */
export const webResourceInputSchema = z.object({
  title: text('标题', WEB_RESOURCE_LIMITS.titleMax),
  source: text('来源', WEB_RESOURCE_LIMITS.sourceMax),
  summary: text('简介', WEB_RESOURCE_LIMITS.summaryMax, false).default(''),
  url: z.string({ error: '缺少链接' }).transform((value, ctx) => {
    const checked = checkWebUrl(value);
    if (checked.ok) return checked.url;
    ctx.addIssue({ code: 'custom', message: checked.reason });
    return z.NEVER;
  }),
  category: text('分类', WEB_RESOURCE_LIMITS.categoryMax),
  order: z.coerce
    .number({ error: '排序须为整数' })
    .int('排序须为整数')
    .min(-100_000, '排序超出范围')
    .max(100_000, '排序超出范围')
    .default(0),
  published: z.boolean({ error: '发布状态须为 true 或 false' }).default(true),
});
export type WebResourceInput = z.input<typeof webResourceInputSchema>;
export type WebResourceEntry = z.output<typeof webResourceInputSchema>;

/** One entry as agents (and the answer engine) see it. */
export const webResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  source: z.string(),
  summary: z.string(),
  url: z.string(),
  category: z.string(),
});
export type WebResource = z.infer<typeof webResourceSchema>;

/** GET /v1/webresource/list: keyword over title, source and summary; category; 1-based pages. */
export const webResourceListQuerySchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(WEB_RESOURCE_LIMITS.keywordMax, `搜索词过长（最多 ${WEB_RESOURCE_LIMITS.keywordMax} 个字）`)
    .optional(),
  category: z.string().trim().max(WEB_RESOURCE_LIMITS.categoryMax, '分类名称过长').optional(),
  page: z.coerce
    .number({ error: '页码须为正整数' })
    .int('页码须为正整数')
    .min(1, '页码须为正整数')
    .max(10_000, '页码过大')
    .default(1),
  size: z.coerce
    .number({ error: '每页条数须为正整数' })
    .int('每页条数须为正整数')
    .min(1, '每页条数须为正整数')
    .max(WEB_RESOURCE_LIMITS.pageSizeMax, `每页最多 ${WEB_RESOURCE_LIMITS.pageSizeMax} 条`)
    .default(WEB_RESOURCE_LIMITS.pageSizeDefault),
});
export type WebResourceListQuery = z.input<typeof webResourceListQuerySchema>;

export const webResourceListSchema = z.object({
  list: z.array(webResourceSchema),
  /** Matches of the query across all pages. */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Every category of the published entries, in the operators' order (for the screen's tabs). */
  categories: z.array(z.string()),
});
export type WebResourceList = z.infer<typeof webResourceListSchema>;
