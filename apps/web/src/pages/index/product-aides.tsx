import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { HintList } from '@broker/contract';
import { useProductDetail } from '../../features/calculator/api/calculator-api';
import { http } from '../../lib/http';
import { productSheetPath } from '../../lib/url/product-sheet-path';
import { productAidesText } from '../../locales/zh-CN/product-aides';
import { WelcomeQuestions } from './welcome-questions';
import './product-aides.css';

// The product assistant (aiSource=product_aides, decision 048). A chunk of its own: only a launch that
// locks the chat to a product loads it.

/** The product's name once the catalogue answers; its code until then (or if it is not there). */
function useProductName(code: string): string {
  return useProductDetail(code).data?.name ?? code;
}

/** Under the home header, for the whole conversation: which product the chat is locked to. */
export function ProductAidesChip({ code }: { code: string }) {
  const name = useProductName(code);
  return (
    <Link
      className="product-aides-chip"
      to={productSheetPath(code)}
      aria-label={productAidesText.chipAction(name)}
    >
      <span className="product-aides-chip__label">{productAidesText.chipLabel}</span>
      <span className="product-aides-chip__name">{name}</span>
      <span aria-hidden="true">›</span>
    </Link>
  );
}

/** GET /v1/hints/product_aides/{id} (the open API's call, the web app's twin): the product's questions. */
function useProductHints(code: string) {
  return useQuery({
    queryKey: ['chat', 'hints', 'product_aides', code],
    queryFn: () =>
      http.get<HintList>(`/v1/hints/product_aides/${encodeURIComponent(code)}`, { showErrorToast: false }),
  });
}

/** The welcome panel's questions in the product assistant, in place of the category entries. */
export function ProductAidesHints({ code, onAsk }: { code: string; onAsk(question: string): void }) {
  const name = useProductName(code);
  const hints = useProductHints(code);
  return (
    <>
      <p className="product-aides-intro">{productAidesText.intro}</p>
      <WelcomeQuestions
        title={productAidesText.hintsTitle(name)}
        items={hints.data?.list}
        pending={hints.isPending}
        onAsk={onAsk}
      />
    </>
  );
}
