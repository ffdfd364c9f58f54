import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSummary } from '@broker/contract';
import { http } from '../../../lib/http';
import { useCompareStore } from '../store/compare-store';

/**
 * `?productCode=X` (a chat card's 对比) or `?products=A,B` (the chat's comparison action) put those
 * products in the cart, once per address.
 */
export function useCartFromUrl(): void {
  const [params] = useSearchParams();
  const done = useRef('');
  const codes = [params.get('productCode'), ...(params.get('products') ?? '').split(',')]
    .map((c) => c?.trim() ?? '')
    .filter(Boolean);
  const key = codes.join(',');
  useEffect(() => {
    if (!key || done.current === key) return;
    done.current = key;
    void (async () => {
      for (const code of key.split(',')) {
        const product = await http
          .get<ProductSummary>(`/v1/products/${encodeURIComponent(code)}`)
          .catch(() => null);
        if (product) useCompareStore.getState().addToCart(product);
      }
      useCompareStore.getState().setStep('choose');
    })();
  }, [key]);
}
