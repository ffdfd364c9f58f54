import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UNLIMITED, type ProductSummary } from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { ProductFilters } from '../../components/product-picker/product-filters';
import { ProductList } from '../../components/product-picker/product-list';
import type { SearchFilters } from '../../components/product-picker/product-search-api';
import { HistoryList } from '../../features/colour-page/components/history-list';
import { configPath } from '../../features/colour-page/lib/colour-page-url';
import { colourPageText as t } from '../../locales/zh-CN/colour-page';
import { routeTitles } from '../../locales/zh-CN/routes';
import './prod-coloring-page-prod-select-page.css';

const NO_FILTERS: SearchFilters = { keyword: '', type: '', company: '', age: UNLIMITED, gender: UNLIMITED };

function MakeLink({ product }: { product: ProductSummary }) {
  return (
    <Link className="product-result__add" to={configPath(product.code)} aria-label={t.makeAria(product.name)}>
      {t.make}
    </Link>
  );
}

/**
 * /prodColoringPageProdSelect: the tool's home — pick a product (the shared picker), or 我的彩页 (the
 * agent's saved pages: reopen, delete) as the second tab, where the drawer and the result page lead.
 */
export function ProdColoringPageProdSelectPage() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(NO_FILTERS);
  const tab = params.get('tab') === 'history' ? 'history' : 'pick';
  const select = (next: 'pick' | 'history') =>
    setParams(next === 'history' ? { tab: 'history' } : {}, { replace: true });
  return (
    <Page className="cp-select" header={<PageHeader title={routeTitles.prodColoringPageProdSelect} />}>
      <div className="cp-tabs" role="tablist" aria-label={routeTitles.prodColoringPageProdSelect}>
        {(['pick', 'history'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`cp-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="cp-tab-panel"
            className="cp-tabs__tab"
            onClick={() => select(key)}
          >
            {key === 'pick' ? t.pickTab : t.historyTab}
          </button>
        ))}
      </div>
      <div id="cp-tab-panel" role="tabpanel" aria-labelledby={`cp-tab-${tab}`}>
        {tab === 'pick' ? (
          <>
            <ProductFilters value={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />
            <ProductList filters={filters} action={(p) => <MakeLink product={p} />} />
          </>
        ) : (
          <HistoryList onStart={() => select('pick')} />
        )}
      </div>
    </Page>
  );
}
