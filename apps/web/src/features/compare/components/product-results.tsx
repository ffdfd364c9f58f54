import type { ProductSummary } from '@broker/contract';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-view/status-view';
import { toast } from '../../../lib/feedback';
import { errorText } from '../../../lib/http';
import { compareText } from '../../../locales/zh-CN/compare';
import { useProductSearch } from '../api/search-products';
import { useCompareStore } from '../store/compare-store';
import './product-results.css';

const shortCompany = (name: string) => name.replace(/(保险)?(股份)?有限(责任)?公司$/, '');

function ResultItem({ product }: { product: ProductSummary }) {
  const inCart = useCompareStore((s) => s.cartList.some((p) => p.code === product.code));
  const add = () => {
    if (!useCompareStore.getState().addToCart(product)) toast.show(compareText.cartFull);
  };
  return (
    <li className="product-result">
      <div className="product-result__body">
        <p className="product-result__name">{product.name}</p>
        <p className="product-result__meta">
          {shortCompany(product.company)} · {product.type} ·{' '}
          {compareText.ages(product.minAge, product.maxAge)}
        </p>
        {product.highlights[0] && <p className="product-result__highlight">{product.highlights[0]}</p>}
      </div>
      <button
        type="button"
        className="product-result__add"
        aria-pressed={inCart}
        aria-label={`${inCart ? compareText.added : compareText.add}：${product.name}`}
        onClick={inCart ? () => useCompareStore.getState().removeFromCart(product.code) : add}
      >
        {inCart ? compareText.added : compareText.add}
      </button>
    </li>
  );
}

/** Search results, ten a page, 加载更多 for the next (spec §9 search page size). */
export function ProductResults() {
  const { keyword, age, gender, selectedKind, selectedCompany } = useCompareStore();
  const search = useProductSearch({ keyword, age, gender, type: selectedKind, company: selectedCompany });
  if (search.isPending) return <LoadingState />;
  if (search.isError)
    return <ErrorState message={errorText(search.error, '')} onRetry={() => void search.refetch()} />;
  const products = search.data.pages.flatMap((p) => p.result);
  if (products.length === 0) return <EmptyState text={compareText.noResults} />;
  return (
    <>
      <ul className="product-results">
        {products.map((p) => (
          <ResultItem key={p.code} product={p} />
        ))}
      </ul>
      {search.hasNextPage ? (
        <button
          type="button"
          className="product-results__more"
          disabled={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
        >
          {search.isFetchingNextPage ? compareText.computing : compareText.loadMore}
        </button>
      ) : (
        <p className="product-results__end">{compareText.noMore}</p>
      )}
    </>
  );
}
