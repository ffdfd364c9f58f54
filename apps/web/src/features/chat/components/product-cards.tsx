import { useState } from 'react';
import { VERSION_TAG_LABELS, type ProductCard } from '@broker/contract';
import type { ProductPagination } from '../../../stores/main/chat-types';
import { toast } from '../../../lib/feedback';
import { chatText } from '../../../locales/zh-CN/chat';
import { chatActions } from '../store';
import { ChevronDownIcon } from './chat-icons';
import { useChatView } from './chat-context';
import './product-cards.css';

// One formatter for every card: toLocaleString with options builds a new one per call, which costs
// ~1 ms each on a phone-class CPU and showed up in every answer with product cards.
const MONEY = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (n: number) => MONEY.format(n);
const sumLabel = (n: number) => (n >= 10_000 && n % 10_000 === 0 ? `${n / 10_000}万元` : `${money(n)}元`);
/** '泓源人寿保险股份有限公司' → '泓源人寿': the card has no room for the full legal name. */
export const shortCompany = (name: string) => name.replace(/(保险)?(股份)?有限(责任)?公司$/, '');

/**
 * The server's one-line reason repeats the example premium and sum insured that the card already shows
 * in large type; those parts are left out of the line.
 */
export function reasonLine(product: ProductCard): string {
  if (!product.reason) return '';
  return product.reason
    .split(' · ')
    .filter((part) => {
      if (product.annualPremium != null && part.startsWith('年交')) return false;
      if (product.sumInsured != null && part.startsWith('保额')) return false;
      return true;
    })
    .join(' · ');
}

/**
 * A tool screen's address for one product of an answer; with the conversation, so the screen can take
 * the factors the chat understood (the person, the amounts, the terms).
 */
export function toolHref(path: string, productCode: string, conversationId?: string): string {
  const params = new URLSearchParams({ productCode });
  if (conversationId) params.set('conversationId', conversationId);
  return `${path}?${params.toString()}`;
}

/** The colour page for an answer's product; without one (none named), its product picker. */
export const colourPageHref = (path: string, productCode: string, conversationId?: string): string =>
  productCode ? toolHref(path, productCode, conversationId) : '/prodColoringPageProdSelect';

/** What a card says about its product: name, insurer, type, ages, example premium, reason, tags. */
function CardSummary({ product, opens = false }: { product: ProductCard; opens?: boolean }) {
  return (
    <>
      <span className="product-card__head">
        <span className="product-card__name">{product.name}</span>
        {product.versionTag && (
          <span className="product-card__badge product-card__badge--version">
            {VERSION_TAG_LABELS[product.versionTag]}
          </span>
        )}
        {!product.onSale && <span className="product-card__badge">{chatText.offSale}</span>}
        {opens && <span className="product-card__open">{chatText.openProduct}</span>}
      </span>
      <span className="product-card__meta">
        {shortCompany(product.company)} · {product.type} · {chatText.ageRange(product.minAge, product.maxAge)}
      </span>
      {product.annualPremium != null && (
        <span className="product-card__price">
          {chatText.annualPremium}
          <strong>{money(product.annualPremium)}</strong>元
          {product.sumInsured != null && (
            <span className="product-card__sum">
              {chatText.sumInsured}
              {sumLabel(product.sumInsured)}
            </span>
          )}
        </span>
      )}
      {reasonLine(product) && <span className="product-card__reason">{reasonLine(product)}</span>}
      {product.tags.length > 0 && (
        <span className="product-card__tags">
          {product.tags.slice(0, 4).map((tag) => (
            <span key={tag} className="product-card__tag">
              {tag}
            </span>
          ))}
        </span>
      )}
    </>
  );
}

function Card({ product, conversationId }: { product: ProductCard; conversationId?: string }) {
  const [open, setOpen] = useState(false);
  const { links } = useChatView();
  const actions = [
    links.compare && { label: '对比', href: links.compare },
    links.calculate && { label: '算保费', href: links.calculate },
    links.colourPage && { label: '彩页', href: links.colourPage },
  ].filter(Boolean) as { label: string; href: string }[];
  return (
    <li className="product-card">
      {links.product ? (
        <a className="product-card__main" href={`#${toolHref(links.product, product.code, conversationId)}`}>
          <CardSummary product={product} opens />
        </a>
      ) : (
        <div className="product-card__main">
          <CardSummary product={product} />
        </div>
      )}
      <button
        type="button"
        className="product-card__more"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? chatText.hideHighlights : chatText.showHighlights}
        <ChevronDownIcon className={open ? 'think__chevron think__chevron--open' : 'think__chevron'} />
      </button>
      {open && (
        <ul className="product-card__highlights">
          {product.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      )}
      {actions.length > 0 && (
        <div className="product-card__actions">
          {actions.map((a) => (
            <a key={a.label} className="chip" href={`#${toolHref(a.href, product.code, conversationId)}`}>
              {a.label}
            </a>
          ))}
        </div>
      )}
    </li>
  );
}

/** The products of a list event, 5 per page, with 更多 loading the next page (converse_products). */
export function ProductCards({
  messageId,
  conversationId,
  products,
  pagination,
}: {
  messageId: string;
  conversationId?: string;
  products: ProductCard[];
  pagination: ProductPagination | null;
}) {
  const left = pagination ? pagination.totalNum - products.length : 0;
  const hasMore = Boolean(pagination && pagination.currPage < pagination.totalPages && left > 0);
  const loadMore = async () => {
    if (!(await chatActions.loadMoreProducts(messageId))) toast.show(chatText.loadMoreFailed);
  };
  return (
    <div className="products">
      <ul className="products__list">
        {products.map((p) => (
          <Card key={p.code} product={p} conversationId={conversationId} />
        ))}
      </ul>
      {hasMore && (
        <button
          type="button"
          className="products__more"
          disabled={pagination?.loading}
          onClick={() => void loadMore()}
        >
          {pagination?.loading ? chatText.loadingProducts : chatText.moreProducts(left)}
        </button>
      )}
    </div>
  );
}
