import { Link, useNavigate } from 'react-router';
import { TOOL_SCREENS, type FactorValues, type ProductDetail } from '@broker/contract';
import { chatActions } from '../../features/chat/store';
import { calculatorPath } from '../../features/calculator/lib/calc-url';
import { configPath } from '../../features/colour-page/lib/colour-page-url';
import { HOME_PATH } from '../../app/routes';
import { productSheetText as t } from '../../locales/zh-CN/product-sheet';

interface Tool {
  label: string;
  to: string;
}

/**
 * What the agent can do with the product: ask the assistant about it (in the conversation on the home
 * screen, which the answer's product card then locks to it), and the tools that exist (TOOL_SCREENS) and
 * take a product on sale — each with the plan of the premium example, so nothing is typed twice.
 */
export function SheetActions({
  product,
  plan,
  conversationId,
}: {
  product: ProductDetail;
  plan: FactorValues | null;
  conversationId: string;
}) {
  const navigate = useNavigate();
  const ask = () => {
    if (chatActions.send(t.askQuestion(product.name))) navigate(HOME_PATH);
  };
  const factors = plan ?? {};
  const tools: Tool[] = [];
  // A tool appears once its screen ships, and only for a product on sale (the tools refuse the others).
  if (product.onSale && TOOL_SCREENS.compare)
    tools.push({
      label: t.compare,
      to: `/prodSelectConfig?${new URLSearchParams({ productCode: product.code }).toString()}`,
    });
  if (product.onSale && TOOL_SCREENS.calculator)
    tools.push({
      label: t.calculate,
      to: calculatorPath(product.code, factors, conversationId || undefined),
    });
  if (product.onSale && TOOL_SCREENS.colourPage)
    tools.push({
      label: t.colourPage,
      to: configPath(product.code, { factors, conversationId: conversationId || undefined }),
    });
  return (
    <nav className="sheet-actions" aria-label={t.actionsTitle}>
      <button type="button" className="sheet-actions__primary" onClick={ask}>
        {t.ask}
      </button>
      {tools.map((a) => (
        <Link key={a.label} className="sheet-actions__tool" to={a.to}>
          {a.label}
        </Link>
      ))}
    </nav>
  );
}
