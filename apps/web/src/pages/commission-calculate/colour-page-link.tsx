import { Link } from 'react-router';
import { TOOL_SCREENS, type FactorValues } from '@broker/contract';
import { configPath } from '../../features/colour-page/lib/colour-page-url';
import { calculatorText as t } from '../../locales/zh-CN/calculator';

/**
 * 用这个方案生成彩页: the colour page's parameters screen, pre-filled with the product and the plan just
 * priced here (the calculator's own `factors` address format, decision 022). The chat's conversation
 * goes along when the plan came from it, so the page carries the AI notice like any page the assistant
 * helped compose. Nothing of the commission travels.
 */
export function ColourPageLink({
  productCode,
  plan,
  conversationId,
}: {
  productCode: string;
  plan: FactorValues | null;
  conversationId: string;
}) {
  if (!TOOL_SCREENS.colourPage || !plan) return null;
  return (
    <div className="calc-page__to-colour">
      <Link
        className="calc-page__to-colour-link"
        to={configPath(productCode, { factors: plan, conversationId: conversationId || undefined })}
      >
        {t.toColourPage}
      </Link>
      <p className="calc-page__to-colour-hint">{t.toColourPageHint}</p>
    </div>
  );
}
