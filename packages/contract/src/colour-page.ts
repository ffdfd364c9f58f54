import { z } from 'zod';
import { factorValuesSchema } from './catalogue.js';
import { stripEmoji } from './text.js';

/** Colour pages (brochures, issue 14): what the agent sets, what is saved, what a customer opens. */
export const COLOUR_PAGE_LIMITS = {
  /** Customer name or title such as '王先生'. */
  customerNameMax: 20,
  /** The agent's photo after the client scaled it down; the raw file may be larger. */
  photoBytesMax: 512 * 1024,
  historyPageSize: 10,
  /** The rendered image's width in pixels: a 360-px phone at ×3. */
  imageWidth: 1080,
} as const;

export const COLOUR_PAGE_THEMES = ['classic', 'vitality', 'elegant'] as const;
export type ColourPageTheme = (typeof COLOUR_PAGE_THEMES)[number];

export const COLOUR_PAGE_SECTIONS = [
  'highlights',
  'cover',
  'premium',
  'illustration',
  'claims',
  'insurer',
] as const;
export type ColourPageSection = (typeof COLOUR_PAGE_SECTIONS)[number];

const PHOTO_PREFIX = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;
const base64Bytes = (dataUrl: string) => Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);

/** Emoji are stripped (spec §5); markup and over-long names are refused with the reason. */
export const customerNameSchema = z
  .string()
  .transform((s) => stripEmoji(s).replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, '请填写客户称呼，如“王先生”')
      .max(COLOUR_PAGE_LIMITS.customerNameMax, `客户称呼不能超过${COLOUR_PAGE_LIMITS.customerNameMax}个字`)
      .refine((s) => !/[<>&"'`\\{}]/.test(s), '客户称呼不能包含 < > & 等符号'),
  );

export const colourPageAgentSchema = z.object({
  phone: z.string().regex(/^1[3-9]\d{9}$/, '请填写正确的11位手机号'),
  /** A PNG or JPEG as a data URL, or absent. */
  photo: z
    .string()
    .max(Math.ceil((COLOUR_PAGE_LIMITS.photoBytesMax * 4) / 3) + 40, '照片过大，请选择不超过 512 KB 的图片')
    .refine((s) => PHOTO_PREFIX.test(s), '照片须为 JPG 或 PNG 图片')
    .refine((s) => base64Bytes(s) <= COLOUR_PAGE_LIMITS.photoBytesMax, '照片过大，请选择不超过 512 KB 的图片')
    .optional(),
});

export const colourPageInputSchema = z.object({
  productCode: z.string().min(1).max(40),
  customer: z.object({
    name: customerNameSchema,
    gender: z.enum(['M', 'F']),
    age: z.number().int().min(0).max(100),
  }),
  /** The plan: the product's own factors besides age and gender (those are the customer's). */
  factors: factorValuesSchema.default({}),
  sections: z
    .array(z.enum(COLOUR_PAGE_SECTIONS))
    .min(1, '请至少选择一项彩页内容')
    .transform((s) => COLOUR_PAGE_SECTIONS.filter((x) => s.includes(x))),
  theme: z.enum(COLOUR_PAGE_THEMES),
  agent: colourPageAgentSchema,
  /** 'chat' when the assistant composed it from a conversation: the image then carries the watermark. */
  origin: z.enum(['chat', 'manual']).default('manual'),
});
export type ColourPageInput = z.input<typeof colourPageInputSchema>;
export type ColourPageConfig = z.output<typeof colourPageInputSchema>;

/** The settings as saved (already cleaned by colourPageInputSchema). */
export const colourPageConfigSchema = z.object({
  productCode: z.string(),
  customer: z.object({ name: z.string(), gender: z.enum(['M', 'F']), age: z.number() }),
  factors: factorValuesSchema,
  sections: z.array(z.enum(COLOUR_PAGE_SECTIONS)),
  theme: z.enum(COLOUR_PAGE_THEMES),
  agent: z.object({ phone: z.string(), photo: z.string().optional() }),
  origin: z.enum(['chat', 'manual']),
});

export const colourPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  productName: z.string(),
  input: colourPageConfigSchema,
  /** Changes whenever the image does: add it to the image address so caches follow. */
  imageHash: z.string(),
  imageBytes: z.number().int(),
  shareCode: z.string(),
  shareExpiresAt: z.string(),
  /** The customer's page, relative to the app's address. */
  sharePath: z.string(),
  /** Whether the customer's link opens now: false once the agent stopped sharing or it expired. */
  shared: z.boolean(),
  savedAt: z.string(),
});
export type ColourPage = z.infer<typeof colourPageSchema>;

export const colourPageHistoryPageSchema = z.object({
  result: z.array(
    colourPageSchema.pick({ id: true, title: true, productName: true, imageHash: true, savedAt: true }),
  ),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalNum: z.number().int(),
});
export type ColourPageHistoryPage = z.infer<typeof colourPageHistoryPageSchema>;

export const sharedColourPageSchema = z.object({
  title: z.string(),
  agent: z.object({ realName: z.string(), workId: z.string() }),
  imageHash: z.string(),
  expiresAt: z.string(),
});
export type SharedColourPage = z.infer<typeof sharedColourPageSchema>;

export const colourPageIdParamsSchema = z.object({ id: z.string().max(64) });
export const colourPageShareQuerySchema = z.object({ share_code: z.string().max(64).default('') });

/** The customer's page of a colour page, relative to the app's address. */
export const colourPageSharePath = (id: string, code: string) =>
  `/prodColoringPageResult?shareFlag=1&id=${id}&share_code=${encodeURIComponent(code)}`;
