import { SHARE_PAGE_PATH, type ColourPage, type FactorValues } from '@broker/contract';

export const PICK_PATH = '/prodColoringPageProdSelect';
export const HISTORY_PATH = `${PICK_PATH}?tab=history`;

/** What the parameters screen starts from: a product, and what is known of the customer and the plan. */
export interface ConfigSeed {
  productCode: string;
  /** A saved page to edit (saved again under the same id and share link). */
  id: string;
  conversationId: string;
  age?: number;
  gender?: 'M' | 'F';
  factors: FactorValues;
}

/**
 * `/prodColoringPageConfig?productCode=…`, optionally with the calculator's `factors={…}` (its address
 * format, so 用这个方案生成彩页 passes the plan as is), plain `age=`/`gender=` (a chat card or a link
 * written by hand) and the chat's `conversationId`.
 */
export function configPath(
  productCode: string,
  seed: { factors?: FactorValues; conversationId?: string; id?: string } = {},
): string {
  const params = new URLSearchParams({ productCode });
  if (seed.factors && Object.keys(seed.factors).length > 0)
    params.set('factors', JSON.stringify(seed.factors));
  if (seed.conversationId) params.set('conversationId', seed.conversationId);
  if (seed.id) params.set('id', seed.id);
  return `/prodColoringPageConfig?${params.toString()}`;
}

/** `factors`: the address's `factors={…}` as the calculator reads it (the page passes them in). */
export function seedOfParams(params: URLSearchParams, factors: FactorValues = {}): ConfigSeed {
  const ageText = params.get('age') ?? (factors.age === undefined ? '' : String(factors.age));
  const age = /^\d{1,3}$/.test(ageText) ? Number(ageText) : undefined;
  const genderText = params.get('gender') ?? String(factors.gender ?? '');
  const gender = genderText === 'M' || genderText === 'F' ? genderText : undefined;
  const plan: FactorValues = { ...factors };
  for (const code of ['sumInsured', 'premium', 'paymentTerm', 'coverageTerm'] as const) {
    const value = params.get(code);
    if (value) plan[code] = /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  delete plan.age;
  delete plan.gender;
  return {
    productCode: params.get('productCode') ?? '',
    id: params.get('id') ?? '',
    conversationId: params.get('conversationId') ?? '',
    ...(age !== undefined && { age }),
    ...(gender && { gender }),
    factors: plan,
  };
}

export const resultPath = (id: string) => `/prodColoringPageResult?id=${encodeURIComponent(id)}`;

/** The PNG by its share code: public, so a plain <img> shows it and long-press saves it. */
export const sharedImagePath = (id: string, shareCode: string, imageHash: string) =>
  `/v1/colourpage/shared/${encodeURIComponent(id)}/image?share_code=${encodeURIComponent(shareCode)}&v=${imageHash.slice(0, 12)}`;

/** The customer's address of a page: the light share page (decision 038) with the share route in its hash. */
export const customerUrl = (page: Pick<ColourPage, 'sharePath'>, origin = location.origin) =>
  `${origin}${SHARE_PAGE_PATH}#${page.sharePath}`;

export type ResultSource =
  { kind: 'shared'; id: string; shareCode: string } | { kind: 'own'; id: string } | { kind: 'invalid' };

export function resultSource(params: URLSearchParams): ResultSource {
  const id = params.get('id') ?? '';
  if (!id) return { kind: 'invalid' };
  if (params.get('shareFlag') === '1')
    return { kind: 'shared', id, shareCode: params.get('share_code') ?? '' };
  return { kind: 'own', id };
}
