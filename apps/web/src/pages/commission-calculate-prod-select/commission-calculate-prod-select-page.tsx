import { useState } from 'react';
import { Link } from 'react-router';
import { UNLIMITED, type ProductSummary } from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { ProductFilters } from '../../components/product-picker/product-filters';
import { ProductItem, ProductList } from '../../components/product-picker/product-list';
import type { SearchFilters } from '../../components/product-picker/product-search-api';
import { calculatorPath } from '../../features/calculator/lib/calc-url';
import { recentProducts } from '../../features/calculator/lib/recent-products';
import { calculatorText as t } from '../../locales/zh-CN/calculator';
import { routeTitles } from '../../locales/zh-CN/routes';
import './commission-calculate-prod-select-page.css';

const NO_FILTERS: SearchFilters = { keyword: '', type: '', company: '', age: UNLIMITED, gender: UNLIMITED };

function CalculateLink({ product }: { product: ProductSummary }) {
  return (
    <Link
      className="product-result__add"
      to={calculatorPath(product.code)}
      aria-label={t.calculateAria(product.name)}
    >
      {t.calculate}
    </Link>
  );
}

/** /commissionCalculateProdSelect: the products this browser calculated last, then the whole catalogue. */
export function CommissionCalculateProdSelectPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [recent] = useState(() => recentProducts());
  const filtered = filters.keyword !== '' || filters.type !== '' || filters.company !== '';
  return (
    <Page className="calc-select" header={<PageHeader title={routeTitles.commissionCalculateProdSelect} />}>
      <ProductFilters value={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />
      {!filtered && recent.length > 0 && (
        <section aria-labelledby="calc-recent-title">
          <h2 id="calc-recent-title" className="calc-select__title">
            {t.recentTitle}
          </h2>
          <ul className="product-results">
            {recent.map((p) => (
              <ProductItem key={p.code} product={p} action={<CalculateLink product={p} />} />
            ))}
          </ul>
          <h2 className="calc-select__title">{t.allTitle}</h2>
        </section>
      )}
      <ProductList filters={filters} action={(p) => <CalculateLink product={p} />} />
    </Page>
  );
}
