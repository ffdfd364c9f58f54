import type { Product } from '@broker/contract';

/** '2023版', '青春版', '老版' in a follow-up: another version of the product being discussed. */
const VARIANT = /(\d{4}|[\u4e00-\u9fa5a-z]{1,4})版/;
const OLD = /^(?:老|旧|以前的|之前的|上一)$/;
const NEW = /^(?:新|最新)$/;
/** '普通版', '标准版': the product of that base name with no variant in its name. */
const PLAIN = /^(?:普通|标准|基础|原|原来|正常|经典|常规)$/;

/** The product's name without its version or variant ('启元安佑终身重大疾病保险'). */
const baseName = (p: Product): string => p.name.replace(/[（(][^）)]*[）)]\s*$/, '');

/**
 * The version a follow-up asks about instead of the product discussed ('安佑2025中症几种' →
 * '2021版呢'): another product of the same base name whose name carries the version said, or for
 * '老版' / '新版' the one launched before or after it. Undefined when the question names no version
 * or the catalogue has no such sibling.
 */
export function switchVariant(
  text: string,
  current: Product | undefined,
  products: readonly Product[],
): Product | undefined {
  const m = VARIANT.exec(text);
  if (!current || !m?.[1]) return undefined;
  const said = m[1].replace(/^(?:那|换成|改成|看看|和|与|跟|及|或)/, '');
  const siblings = products.filter((p) => p.code !== current.code && baseName(p) === baseName(current));
  if (siblings.length === 0) return undefined;
  const byLaunch = (a: Product, b: Product) => a.launchDate.localeCompare(b.launchDate);
  if (OLD.test(said))
    return siblings
      .filter((p) => p.launchDate < current.launchDate)
      .sort(byLaunch)
      .at(-1);
  if (PLAIN.test(said)) return siblings.find((p) => p.name === baseName(p));
  if (NEW.test(said))
    return siblings
      .filter((p) => p.launchDate > current.launchDate)
      .sort(byLaunch)
      .at(-1);
  return siblings.find((p) => p.name.includes(`${said}版`)) ?? siblings.find((p) => p.name.includes(said));
}
