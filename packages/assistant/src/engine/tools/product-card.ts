import type { Product, ProductCard, ProductPages } from '@broker/contract';
import { summarize } from '@broker/insurance';
import type { Entities } from '../../understand/types.js';
import { formatMoney } from '../format.js';
import type { KnowledgeBase, QuotedFactors } from '../types.js';
import { exampleQuote, personKnown, type ExampleQuote } from './example-quote.js';

/** The one-line reason on a card: only what was checked or computed ('30岁可投 · 保额50万元 · 年交3,260.50元'). */
export function cardReason(product: Product, entities: Entities, example: ExampleQuote | undefined): string {
  const parts: string[] = [];
  if (entities.age !== undefined) parts.push(`${entities.age}岁可投`);
  if (example) {
    const terms = example.factors
      .filter((l) => ['sumInsured', 'premium', 'paymentTerm', 'coverageTerm', 'plan'].includes(l.factor))
      .map((l) =>
        l.factor === 'sumInsured'
          ? `保额${l.value}`
          : l.factor === 'premium'
            ? `年交保费${l.value}`
            : l.value,
      );
    parts.push(...terms);
    if (!example.factors.some((l) => l.factor === 'premium'))
      parts.push(`年交${formatMoney(example.quote.annualPremium)}`);
    if (example.fitsBudget === false) parts.push('超出预算');
  }
  if (!product.onSale) parts.push('已停售');
  return parts.join(' · ');
}

/** A product as a list card; with a known person (age stated), its example premium and why it fits. */
export function productCard(
  kb: KnowledgeBase,
  code: string,
  entities?: Entities,
  quoted?: QuotedFactors,
): ProductCard | undefined {
  const product = kb.productsByCode.get(code);
  const company = product && kb.companiesByCode.get(product.companyCode);
  if (!product || !company) return undefined;
  const card: ProductCard = { ...summarize(product, company) };
  if (!personKnown(entities)) return card;
  // What the answer quoted this product with (a budget's largest sum insured) over the person's defaults.
  const example = exampleQuote(product, { ...entities, ...quoted });
  const reason = cardReason(product, entities, example);
  if (reason) card.reason = reason;
  if (example) {
    card.annualPremium = example.quote.annualPremium;
    card.sumInsured = example.quote.sumInsured;
  }
  return card;
}

/** Spec §9: product lists are paged five at a time. */
export const PRODUCT_PAGE_SIZE = 5;

/** One page (1-based) of a ranked list of codes, as cards with the spec's pagination block. */
export function productPage(
  kb: KnowledgeBase,
  allCodes: readonly string[],
  page: number,
  pageSize: number = PRODUCT_PAGE_SIZE,
  entities?: Entities,
  quoted?: Readonly<Record<string, QuotedFactors>>,
): { items: ProductCard[]; pages: ProductPages } {
  const size = Math.max(1, Math.floor(pageSize));
  const codes = allCodes.filter((c) => kb.productsByCode.has(c));
  const totalPages = Math.ceil(codes.length / size);
  const currPage = Math.max(1, Math.floor(page));
  const items = codes
    .slice((currPage - 1) * size, currPage * size)
    .map((c) => productCard(kb, c, entities, quoted?.[c]))
    .filter((c): c is ProductCard => c !== undefined);
  return { items, pages: { pageSize: size, totalPages, totalNum: codes.length, currPage } };
}

/** A card's figures as an answer computed them (a plan's own sum insured, what a budget buys). */
export interface CardFigures {
  annualPremium: number;
  sumInsured?: number;
  reason?: string;
}

/** Cards showing the answer's own figures where it has them, so the cards and the text agree. */
export function withFigures(cards: ProductCard[], figures: ReadonlyMap<string, CardFigures>): ProductCard[] {
  return cards.map((card) => {
    const f = figures.get(card.code);
    if (!f) return card;
    // The example's reason and sum describe another quote: replaced, or left out.
    const { sumInsured: _, reason: __, ...rest } = card;
    return {
      ...rest,
      annualPremium: f.annualPremium,
      ...(f.sumInsured !== undefined ? { sumInsured: f.sumInsured } : {}),
      ...(f.reason ? { reason: f.reason } : {}),
    };
  });
}
