import { COMPARE_LIMITS } from '@broker/contract';
import { compareText } from '../../../locales/zh-CN/compare';
import { useCompareStore } from '../store/compare-store';
import './cart-bar.css';

/** The chosen products: remove one, clear all, go on once there are enough. */
export function CartBar({ onNext }: { onNext(): void }) {
  const { cartList, removeFromCart, clearCart } = useCompareStore();
  const mixed = new Set(cartList.map((p) => p.typeCode)).size > 1;
  const enough = cartList.length >= COMPARE_LIMITS.minProducts;
  return (
    <section className="cart-bar" aria-label={compareText.cartTitle(cartList.length)}>
      <div className="cart-bar__head">
        <strong>{compareText.cartTitle(cartList.length)}</strong>
        {cartList.length > 0 && (
          <button type="button" className="cart-bar__clear" onClick={clearCart}>
            {compareText.clear}
          </button>
        )}
      </div>
      {cartList.length === 0 ? (
        <p className="cart-bar__hint">{compareText.cartHint}</p>
      ) : (
        <ul className="cart-bar__items">
          {cartList.map((p) => (
            <li key={p.code} className="cart-bar__item">
              <span className="cart-bar__name">{p.name}</span>
              <button
                type="button"
                className="cart-bar__remove"
                aria-label={compareText.remove(p.name)}
                onClick={() => removeFromCart(p.code)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {mixed && <p className="cart-bar__warning">{compareText.mixedTypes}</p>}
      <button type="button" className="cart-bar__next" disabled={!enough} onClick={onNext}>
        {enough ? compareText.next : compareText.needMore}
      </button>
    </section>
  );
}
