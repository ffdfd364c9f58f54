import { calculatorText as t } from '../../../locales/zh-CN/calculator';
import './commission-toggle.css';

/**
 * 隐藏佣金 / 显示佣金: one switch, in the calculator's header and beside the product sheet's premium
 * example, so the agent learns one control for keeping commission off a screen the customer sees.
 */
export function CommissionToggle({ hidden, onToggle }: { hidden: boolean; onToggle(): void }) {
  return (
    <button type="button" className="commission-toggle" aria-pressed={hidden} onClick={onToggle}>
      {hidden ? t.showCommission : t.hideCommission}
    </button>
  );
}
