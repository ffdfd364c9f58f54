import type { AskItem, ProductCard, ProductPages, SourceItem, ToolScreens } from '@broker/contract';
import { entityLabels } from '../format.js';
import { PRODUCT_PAGE_SIZE, productPage, withFigures, type CardFigures } from '../tools/product-card.js';
import type { Entities } from '../../understand/types.js';
import type {
  QuotedFactors,
  AnswerFlags,
  AnswerPart,
  ConversationContext,
  EngineRequest,
  KnowledgeBase,
  Understanding,
} from '../types.js';

/** Spec §3 axbDisclaimer: carried by every built-in answer. */
export const AXB_DISCLAIMER = '以上内容由AI生成，仅供参考，不构成投保建议，具体以保险合同条款为准';
/** Medical cover for someone without social insurance: what changes (prices and payouts say it). */
export const NO_SOCIAL_INSURANCE =
  '没有社保也能买医疗险：按无社保投保保费较高，未以社保身份结算的费用报销比例较低；建议先补上社保或新农合。';

export const PRODUCT_END_TIPS =
  '以上产品信息以保险合同条款为准，示例保费按所列投保条件试算，实际以保险公司核保结果为准';
export const BUILTIN_MODEL = 'builtin';

export interface ComposeInput {
  kb: KnowledgeBase;
  understanding: Understanding;
  request: EngineRequest;
  /** Which tool screens exist for hand-offs to point to. */
  screens: ToolScreens;
}

export type EndPart = Extract<AnswerPart, { kind: 'end' }>;
type ProductListType = Extract<AnswerPart, { kind: 'products' }>['listType'];

/**
 * Collects an answer's parts in order while a composer works. Text is written whole here; the engine
 * splits it into stream chunks. Flags are merged into one part placed right after the query line, so a
 * client knows them before the text arrives (they are sticky anyway, decision 008).
 */
export class AnswerBuilder {
  private readonly parts: AnswerPart[] = [];
  private readonly flagState: AnswerFlags = {};
  private readonly textLines: string[] = [];
  endTips = '';
  productEndTips = '';
  sourceType: EndPart['sourceType'] = '';
  context: ConversationContext;

  constructor(private readonly input: ComposeInput) {
    const { understanding: u, request } = input;
    this.context = {
      lockedProducts: [...request.context.lockedProducts],
      entities: u.entities,
      lastIntent: u.intent,
    };
    if (u.topic) this.context.lastTopic = u.topic;
    if (request.context.listedProducts) this.context.listedProducts = [...request.context.listedProducts];
    if (request.context.quotedFactors) this.context.quotedFactors = { ...request.context.quotedFactors };
  }

  /** The query-content line: what was understood ('已理解：30岁 · 男 · 重疾险'). */
  query(extra: readonly string[] = []): this {
    const labels = [...entityLabels(this.input.understanding.entities), ...extra];
    if (labels.length > 0) this.parts.push({ kind: 'query', text: `已理解：${labels.join(' · ')}` });
    return this;
  }

  text(...lines: string[]): this {
    this.textLines.push(...lines);
    return this;
  }

  flags(flags: AnswerFlags): this {
    Object.assign(this.flagState, flags);
    return this;
  }

  products(listType: ProductListType, items: ProductCard[], pages: ProductPages, allCodes: string[]): this {
    this.flushText();
    if (items.length > 0) this.parts.push({ kind: 'products', listType, items, pages, allCodes });
    return this;
  }

  /**
   * A ranked list of products as the answer's cards: the first page priced for the person, locked for
   * '第二款' and '对比前两款', with the product notice.
   */
  /** A ranked list as cards; `figures` are the answer's own premiums and sums, shown instead of examples. */
  productList(codes: string[], entities?: Entities, figures?: ReadonlyMap<string, CardFigures>): this {
    const page = productPage(this.input.kb, codes, 1, PRODUCT_PAGE_SIZE, entities);
    if (figures) page.items = withFigures(page.items, figures);
    this.products('product_list', page.items, page.pages, codes);
    this.lock(page.items.map((c) => c.code));
    this.productEndTips = PRODUCT_END_TIPS;
    this.sourceType = 'product';
    return this;
  }

  sources(items: SourceItem[]): this {
    this.flushText();
    if (items.length > 0) this.parts.push({ kind: 'sources', items });
    return this;
  }

  asks(items: AskItem[]): this {
    this.flushText();
    if (items.length > 0) this.parts.push({ kind: 'asks', listType: 'ask_list', items });
    return this;
  }

  choices(items: AskItem[]): this {
    this.flushText();
    this.parts.push({ kind: 'choices', items });
    return this;
  }

  hasAsks(): boolean {
    return this.parts.some((p) => p.kind === 'asks');
  }

  lock(codes: readonly string[]): this {
    this.context.lockedProducts = [...new Set(codes)];
    if (this.context.lockedProducts.length >= 2) this.context.listedProducts = this.context.lockedProducts;
    // Example factors are kept only for products still locked or in the list an ordinal picks from.
    const listed = this.context.listedProducts ?? [];
    const quoted = this.context.quotedFactors;
    if (quoted) {
      const kept = Object.fromEntries(
        Object.entries(quoted).filter(([code]) => codes.includes(code) || listed.includes(code)),
      );
      if (Object.keys(kept).length > 0) this.context.quotedFactors = kept;
      else delete this.context.quotedFactors;
    }
    return this;
  }

  /** Remembers the factors of the example premiums shown (replacing earlier ones). */
  quoted(factors: Record<string, QuotedFactors>): this {
    if (Object.keys(factors).length > 0) this.context.quotedFactors = factors;
    else delete this.context.quotedFactors;
    return this;
  }

  /** The answer's text as the client will show it (text parts are concatenated). */
  plainText(): string {
    this.flushText();
    return this.parts.map((p) => (p.kind === 'text' ? p.text : '')).join('');
  }

  /** A paragraph before everything the composer wrote (after the query line). */
  lead(text: string): this {
    this.flushText();
    const at = this.parts[0]?.kind === 'query' ? 1 : 0;
    this.parts.splice(at, 0, { kind: 'text', text: `${text}\n\n` });
    return this;
  }

  /** The parts in stream order, ending with `end`. */
  finish(): AnswerPart[] {
    this.flushText();
    const out = [...this.parts];
    if (Object.keys(this.flagState).length > 0) {
      const at = out[0]?.kind === 'query' ? 1 : 0;
      out.splice(at, 0, { kind: 'flags', flags: { ...this.flagState } });
    }
    out.push({
      kind: 'end',
      endTips: this.endTips,
      productEndTips: this.productEndTips,
      disclaimer: AXB_DISCLAIMER,
      sourceType: this.sourceType,
      model: BUILTIN_MODEL,
      context: this.context,
    });
    return out;
  }

  private flushText(): void {
    if (this.textLines.length === 0) return;
    this.parts.push({ kind: 'text', text: this.textLines.join('\n') });
    this.textLines.length = 0;
  }
}
