import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '@broker/contract';
import { pickerText } from '../../locales/zh-CN/product-picker';
import { errorText } from '../../lib/http';
import { productSheetPath } from '../../lib/url/product-sheet-path';
import { ErrorState, LoadingState, SearchEmptyState } from '../status-view/status-view';
import { useProductSearch, type SearchFilters } from './product-search-api';
import './product-list.css';

const shortCompany = (name: string) => name.replace(/(保险)?(股份)?有限(责任)?公司$/, '');

/** One product as the picker lists it, with the screen's own action on the right. */
export function ProductItem({ product, action }: { product: ProductSummary; action: ReactNode }) {
  return (
    <li className="product-result">
      {/* The product itself opens its sheet; the screen's action stays a separate button. */}
      <Link className="product-result__body" to={productSheetPath(product.code)}>
        <span className="product-result__name">{product.name}</span>
        <span className="product-result__meta">
          {shortCompany(product.company)} · {product.type} · {pickerText.ages(product.minAge, product.maxAge)}
        </span>
        {product.highlights[0] && <span className="product-result__highlight">{product.highlights[0]}</span>}
      </Link>
      {action}
    </li>
  );
}

/** Search results, ten a page, 加载更多 for the next (spec §9 search page size). */
export function ProductList({
  filters,
  action,
}: {
  filters: SearchFilters;
  action(product: ProductSummary): ReactNode;
}) {
  const search = useProductSearch(filters);
  if (search.isPending) return <LoadingState />;
  if (search.isError)
    return <ErrorState message={errorText(search.error, '')} onRetry={() => void search.refetch()} />;
  const products = search.data.pages.flatMap((p) => p.result);
  if (products.length === 0) return <SearchEmptyState />;
  return (
    <>
      <ul className="product-results">
        {products.map((p) => (
          <ProductItem key={p.code} product={p} action={action(p)} />
        ))}
      </ul>
      {search.hasNextPage ? (
        <button
          type="button"
          className="product-results__more"
          disabled={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
        >
          {search.isFetchingNextPage ? pickerText.loadingMore : pickerText.loadMore}
        </button>
      ) : (
        <p className="product-results__end">{pickerText.noMore}</p>
      )}
    </>
  );
}
