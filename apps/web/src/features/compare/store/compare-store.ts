import { create } from 'zustand';
import { COMPARE_LIMITS, UNLIMITED, type FactorValues, type ProductSummary } from '@broker/contract';

/** Spec §3 select steps: choose products → set the customer's factors → compare. */
export type SelectStep = 'choose' | 'params';

/**
 * Spec §3 product compare state, as far as the selection screen needs it: the search filters (age and
 * gender default to 不限, spec §5), the chosen kind and company, the cart and the shared factors. Search
 * results stay in the query cache.
 */
export interface CompareState {
  selectStep: SelectStep;
  keyword: string;
  age: string;
  gender: string;
  selectedKind: string;
  selectedCompany: string;
  cartList: ProductSummary[];
  factors: FactorValues;
  setStep(step: SelectStep): void;
  setFilter(
    patch: Partial<Pick<CompareState, 'keyword' | 'age' | 'gender' | 'selectedKind' | 'selectedCompany'>>,
  ): void;
  /** False (nothing changes) when the cart is full. */
  addToCart(product: ProductSummary): boolean;
  removeFromCart(code: string): void;
  clearCart(): void;
  setFactor(code: keyof FactorValues, value: string | number | undefined): void;
}

export const useCompareStore = create<CompareState>()((set, get) => ({
  selectStep: 'choose',
  keyword: '',
  age: UNLIMITED,
  gender: UNLIMITED,
  selectedKind: '',
  selectedCompany: '',
  cartList: [],
  factors: {},
  setStep: (selectStep) => set({ selectStep }),
  setFilter: (patch) => set(patch),
  addToCart(product) {
    const { cartList } = get();
    if (cartList.some((p) => p.code === product.code)) return true;
    if (cartList.length >= COMPARE_LIMITS.maxProducts) return false;
    set({ cartList: [...cartList, product] });
    return true;
  },
  removeFromCart: (code) => set((s) => ({ cartList: s.cartList.filter((p) => p.code !== code) })),
  clearCart: () => set({ cartList: [], selectStep: 'choose' }),
  setFactor: (code, value) =>
    set((s) => {
      const rest = Object.fromEntries(Object.entries(s.factors).filter(([k]) => k !== code));
      return { factors: value === undefined || value === '' ? rest : { ...rest, [code]: value } };
    }),
}));
