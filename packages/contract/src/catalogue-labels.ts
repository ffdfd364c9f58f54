import {
  FACTOR_CODES,
  PAYMENT_FREQUENCIES,
  PAYMENT_FREQUENCY_LABELS,
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPES,
  type FactorCode,
  type ProductType,
} from './catalogue.js';

/**
 * Chinese labels for the catalogue's codes, used by the spreadsheet formats (which accept either) and by
 * the API's option lists. Every mapping here is one-to-one, so a label always reads back as its code.
 */

export const FACTOR_NAMES: Record<FactorCode, string> = {
  age: '年龄',
  gender: '性别',
  sumInsured: '保额',
  premium: '保费',
  paymentTerm: '交费期限',
  coverageTerm: '保障期限',
  paymentFrequency: '交费频率',
  socialInsurance: '社保',
  smoker: '吸烟',
  occupationClass: '职业类别',
  plan: '计划',
};

export const GENDER_LABELS = { M: '男', F: '女' } as const;

/** "20y" → "20年", "toAge70" → "至70岁", "single" → "趸交", "life" → "终身". */
export function termLabel(code: string): string {
  if (code === 'single') return '趸交';
  if (code === 'life') return '终身';
  const years = /^(\d+)y$/.exec(code);
  if (years) return `${years[1]}年`;
  const toAge = /^toAge(\d+)$/.exec(code);
  if (toAge) return `至${toAge[1]}岁`;
  return code;
}

/**
 * The reverse of termLabel, tolerant of how people write terms: "20年", "20年交", "保20年", "交至60岁",
 * "保至70周岁", "终身交费", "一次交清". Anything else is returned unchanged (the schema then judges it).
 */
export function termCode(text: string): string {
  const t = text.normalize('NFKC').replace(/\s+/g, '');
  if (/^(趸交|一次交清|一次性交清|一次性交费)$/.test(t)) return 'single';
  if (/^(保|交)?终身(交费|交|保障)?$/.test(t)) return 'life';
  const years = /^(?:保|交)?(\d{1,2})年(?:交|期|交费)?$/.exec(t);
  if (years) return `${Number(years[1])}y`;
  const toAge = /^(?:保|交)?至(\d{2,3})(?:周)?岁$/.exec(t);
  if (toAge) return `toAge${Number(toAge[1])}`;
  return text.trim();
}

export function genderCode(text: string): string {
  const t = text.trim();
  if (t === '男' || t.toUpperCase() === 'M') return 'M';
  if (t === '女' || t.toUpperCase() === 'F') return 'F';
  return t;
}

export function frequencyCode(text: string): string {
  const t = text.trim();
  const found = PAYMENT_FREQUENCIES.find((f) => f === t || PAYMENT_FREQUENCY_LABELS[f] === t);
  return found ?? t;
}

export function productTypeCode(text: string): ProductType | undefined {
  const t = text.trim();
  return PRODUCT_TYPES.find((type) => type === t || PRODUCT_TYPE_LABELS[type] === t);
}

export function factorCode(text: string): FactorCode | undefined {
  const t = text.trim();
  return FACTOR_CODES.find((code) => code === t || FACTOR_NAMES[code] === t);
}

/** Reads a factor's value the way a spreadsheet may write it: labels for gender, terms and frequencies. */
export function factorValueCode(factor: FactorCode, text: string): string {
  switch (factor) {
    case 'gender':
      return genderCode(text);
    case 'paymentTerm':
    case 'coverageTerm':
      return termCode(text);
    case 'paymentFrequency':
      return frequencyCode(text);
    default:
      return text.trim();
  }
}

export const option = (value: string, label: string) => ({ value, label });
