import type { CalculationResponse, ConversationFactorsResponse, FactorValues } from '@broker/contract';
import { commission, illustrate, paymentYears, quote } from '@broker/insurance';
import { catalogueRepository } from '../../db/catalogue-repository.js';
import { conversationsRepository } from '../../db/conversations-repository.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { referenceTables } from '../catalogue/reference-tables.js';
import { pickYears } from '../compare/compute.js';
import { factorsFromContext } from './chat-factors.js';

const roundCents = (n: number) => Math.round(n * 100) / 100;

/** The premium and commission calculator (decision 021): one call computes everything the screen shows. */
export function calculatorService(db: Db) {
  const catalogue = catalogueRepository(db);

  async function onSale(code: string) {
    const found = await catalogue.product(code);
    if (!found) throw new AppError('not_found:product');
    if (!found.product.onSale) throw new AppError('invalid:calculate_off_sale');
    return found.product;
  }

  return {
    async calculate(code: string, input: FactorValues): Promise<CalculationResponse> {
      const product = await onSale(code);
      const priced = quote(product, input);
      if (!priced.ok) {
        const detail = priced.violations.map((v) => v.message).join('；');
        throw new AppError('invalid:factors', { detail: detail || undefined });
      }
      const q = priced.value;
      const years = paymentYears(String(q.factors.paymentTerm), Number(q.factors.age));
      const paid = commission(product, q.factors, q.annualPremium);
      const projected =
        product.illustration.method === 'actuarial'
          ? illustrate(product, q.factors, referenceTables())
          : null;
      return {
        productCode: product.code,
        productName: product.name,
        factors: q.factors,
        quote: q,
        paymentYears: years,
        totalPremium: roundCents(q.premium * q.paymentsPerYear * years),
        commission: paid.ok ? paid.value : null,
        commissionProblem: paid.ok ? null : paid.violations.map((v) => v.message).join('；'),
        illustration:
          projected?.ok === true
            ? { columns: projected.value.columns, rows: pickYears(projected.value.rows) }
            : null,
      };
    },

    /** 404 for another agent's or a deleted conversation, like every owner-scoped read. */
    async conversationFactors(
      userId: string,
      conversationId: string,
      code: string,
    ): Promise<ConversationFactorsResponse> {
      const conversation = await conversationsRepository(db, userId).find(conversationId);
      if (!conversation) throw new AppError('not_found:conversation');
      const found = await catalogue.product(code);
      if (!found) throw new AppError('not_found:product');
      return { productCode: code, factors: factorsFromContext(found.product, conversation.context) };
    },
  };
}
export type CalculatorService = ReturnType<typeof calculatorService>;
