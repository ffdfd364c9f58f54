import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { VERSION_TAG_LABELS, type ProductDetail } from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorState } from '../../components/status-view/status-view';
import { useProductDetail, useProductForm } from '../../features/calculator/api/calculator-api';
import { useCalculator } from '../../features/calculator/hooks/use-calculator';
import { ClauseReader, FaqList } from '../../features/product-sheet/components/clause-reader';
import { FactGroups, ListCard } from '../../features/product-sheet/components/fact-groups';
import { SheetSkeleton } from '../../features/product-sheet/components/sheet-skeleton';
import { productFacts } from '../../features/product-sheet/lib/product-facts';
import { errorText, isNotFound } from '../../lib/http';
import { PRODUCT_SHEET_PATH } from '../../lib/url/product-sheet-path';
import { productSheetText as t } from '../../locales/zh-CN/product-sheet';
import { routeTitles } from '../../locales/zh-CN/routes';
import { PremiumExample } from './premium-example';
import { SheetActions } from './sheet-actions';
import './product-detail-page.css';

function SheetHead({ product }: { product: ProductDetail }) {
  return (
    <section className="sheet-head" aria-labelledby="sheet-name">
      <h2 id="sheet-name" className="sheet-head__name">
        {product.name}
        {product.versionTag && (
          <span className="sheet-badge sheet-badge--version">{VERSION_TAG_LABELS[product.versionTag]}</span>
        )}
        <span className={product.onSale ? 'sheet-badge' : 'sheet-badge sheet-badge--off'}>
          {product.onSale ? t.onSale : t.offSale}
        </span>
      </h2>
      <p className="sheet-head__meta">
        {product.insurer.shortName} · {product.type}
      </p>
      {product.tags.length > 0 && (
        <p className="sheet-head__tags">
          {product.tags.map((tag) => (
            <span key={tag} className="sheet-tag">
              {tag}
            </span>
          ))}
        </p>
      )}
      {!product.onSale && (
        <p className="sheet-head__off" role="note">
          {t.offSaleNotice}
        </p>
      )}
    </section>
  );
}

/** The loaded sheet; `calculator` (on-sale products only) drives the premium example and the tools' plan. */
function SheetContent({
  product,
  conversationId,
  calculator,
}: {
  product: ProductDetail;
  conversationId: string;
  calculator: ReturnType<typeof useCalculator> | null;
}) {
  const form = useProductForm(product.code);
  const [hideCommission, setHideCommission] = useState(false);
  return (
    <div className="sheet">
      <SheetHead product={product} />
      <SheetActions product={product} plan={calculator?.values ?? null} conversationId={conversationId} />
      <FactGroups groups={productFacts(product, form.data)} />
      <ListCard id="highlights" title={t.highlightsTitle} items={product.highlights} />
      <ListCard id="exclusions" title={t.exclusionsTitle} items={product.exclusions} />
      <ListCard
        id="health-notice"
        title={t.healthNoticeTitle}
        note={t.healthNoticeHint}
        items={product.healthNotice ?? []}
        numbered
      />
      {calculator && (
        <PremiumExample
          calculator={calculator}
          hideCommission={hideCommission}
          onToggleCommission={() => setHideCommission((v) => !v)}
        />
      )}
      <ClauseReader clauses={product.clauses} />
      <FaqList faq={product.faq} />
    </div>
  );
}

/** An off-sale product cannot be calculated (the server refuses it), so its sheet has no example. */
function OnSaleSheet({ product, conversationId }: { product: ProductDetail; conversationId: string }) {
  const calculator = useCalculator(product.code);
  return <SheetContent product={product} conversationId={conversationId} calculator={calculator} />;
}

function SheetBody({ productCode, conversationId }: { productCode: string; conversationId: string }) {
  const detail = useProductDetail(productCode);
  if (!productCode || (detail.isError && isNotFound(detail.error)))
    return (
      <div className="sheet-missing">
        <ErrorState title={productCode ? t.notFound : t.missingCode} />
        <Link className="sheet-missing__home" to="/index">
          {t.backHome}
        </Link>
      </div>
    );
  if (detail.isError)
    return <ErrorState message={errorText(detail.error, '')} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <SheetSkeleton />;
  return detail.data.onSale ? (
    <OnSaleSheet product={detail.data} conversationId={conversationId} />
  ) : (
    <SheetContent product={detail.data} conversationId={conversationId} calculator={null} />
  );
}

/**
 * /productDetail?productCode=…: everything the catalogue knows about one product, a live premium
 * example and the tools for it. Opened from any product in the app; back returns there.
 */
export function ProductDetailPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // Kept alive while hidden (app-layout), the page still sees other pages' addresses: keep its own.
  const addressed = `${params.get('productCode') ?? ''} ${params.get('conversationId') ?? ''}`;
  const [opened, setOpened] = useState(addressed);
  if (pathname === PRODUCT_SHEET_PATH && addressed !== opened) setOpened(addressed);
  const [productCode = '', conversationId = ''] = opened.split(' ');
  return (
    <Page className="sheet-page" header={<PageHeader title={routeTitles.productDetail} />}>
      <SheetBody key={opened} productCode={productCode} conversationId={conversationId} />
    </Page>
  );
}
