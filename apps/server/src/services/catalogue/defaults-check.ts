import type { Product } from '@broker/contract';
import { illustrate, quote } from '@broker/insurance';
import type { Draft } from './drafts.js';
import type { Problems } from './problems.js';
import { referenceTables } from './reference-tables.js';

/**
 * A product that passed its schema must also work: quoted and illustrated with its defaults alone (what
 * a quote form starts from). Catches pricing bases the actuarial core cannot project, before agents do.
 */
export function checkDefaultsWork(product: Product, draft: Draft, problems: Problems): void {
  const where = draft.locate([]);
  const quoted = quote(product, {});
  if (!quoted.ok) {
    problems.add(where, `按默认投保要素无法报价：${quoted.violations.map((v) => v.message).join('；')}`);
    return;
  }
  try {
    const illustrated = illustrate(product, {}, referenceTables());
    if (!illustrated.ok) {
      problems.add(
        where,
        `按默认投保要素无法生成利益演示：${illustrated.violations.map((v) => v.message).join('；')}`,
      );
    }
  } catch (error) {
    problems.add(
      where,
      `按默认投保要素无法生成利益演示（请检查利益演示的精算参数）：${(error as Error).message}`,
    );
  }
}
