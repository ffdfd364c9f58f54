import { z } from 'zod';

/** Spec §4 enumerations, spelled as there. */
export const CATEGORIES = [
  'MyBA_Common',
  'General',
  'MyBA_Selection',
  'MyBA_Query',
  'MyBA_Compare',
  'FAQ',
  'Dummy_Test',
  'MyBA_Ask',
  'zhxs',
] as const;
export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;
export const DEFAULT_CATEGORY: Category = 'General';
export const CORE_CATEGORIES: readonly Category[] = [
  'MyBA_Common',
  'MyBA_Selection',
  'MyBA_Query',
  'MyBA_Compare',
  'General',
];

export const AI_SOURCES = [
  'general',
  'app_dialog',
  'qywx_cs',
  'cs',
  'zhxs',
  'zhxs_pc',
  'product_aides',
] as const;
export const aiSourceSchema = z.enum(AI_SOURCES);
export type AiSource = z.infer<typeof aiSourceSchema>;
export const isZhxsFamily = (source: AiSource): boolean => source === 'zhxs' || source === 'zhxs_pc';
/**
 * The customer-service channels (spec §3/§4: cs, qywx_cs in WeCom): a conversation in one of them is
 * the customer-service assistant's, answered from its own knowledge base, wherever it is reopened.
 */
export const isCsChannel = (channelType: string | null | undefined): boolean =>
  channelType === 'cs' || channelType === 'qywx_cs';

export const MESSAGE_KINDS = ['llm', 'regenerate'] as const;
export const ROLES = ['user', 'assistant'] as const;
export const FEEDBACK_VALUES = ['good', 'bad', 'reset'] as const;
export const LIST_TYPES = [
  'product_list',
  'insurance_product_list',
  'source_list',
  'query_product_list',
  'ask_list',
  'jump_ask',
  'product_file_list',
] as const;
export const REPLY_ACTIONS = ['', 'unlock_product', 'jump_to_vehicle', 'jump_to_ua'] as const;
export const POPUP_ACTIONS = ['', 'confirm_branch'] as const;
/**
 * Spec §4 version tags: a product's edition (decision 036). `new` the current edition, `old` an
 * earlier one, `newsp` a special edition beside the main line (青春版, 中老年版 …).
 */
export const VERSION_TAGS = ['new', 'old', 'newsp'] as const;
export type VersionTag = (typeof VERSION_TAGS)[number];
/** How cards and the product sheet say it. */
export const VERSION_TAG_LABELS: Record<VersionTag, string> = { new: '新版', old: '旧版', newsp: '特别版' };
export const ANSWER_SOURCE_TYPES = [
  'faq',
  'chat',
  'yzyh',
  'product',
  'ins_qa',
  'web_page',
  'standard_qa',
  'rule_para',
  'grsczl',
] as const;
