import type { ProductSummary } from '@broker/contract';
import { ProductList } from '../../../components/product-picker/product-list';
import { toast } from '../../../lib/feedback';
import { compareText } from '../../../locales/zh-CN/compare';
import { useCompareStore } from '../store/compare-store';

function AddButton({ product }: { product: ProductSummary }) {
  const inCart = useCompareStore((s) => s.cartList.some((p) => p.code === product.code));
  const add = () => {
    if (!useCompareStore.getState().addToCart(product)) toast.show(compareText.cartFull);
  };
  return (
    <button
      type="button"
      className="product-result__add"
      aria-pressed={inCart}
      aria-label={`${inCart ? compareText.added : compareText.add}：${product.name}`}
      onClick={inCart ? () => useCompareStore.getState().removeFromCart(product.code) : add}
    >
      {inCart ? compareText.added : compareText.add}
    </button>
  );
}

/** The picker's results with 加入对比 on each. */
export function ProductResults() {
  const { keyword, age, gender, selectedKind, selectedCompany } = useCompareStore();
  return (
    <ProductList
      filters={{ keyword, age, gender, type: selectedKind, company: selectedCompany }}
      action={(p) => <AddButton product={p} />}
    />
  );
}
