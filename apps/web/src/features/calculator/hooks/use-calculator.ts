import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { FactorDefinition, FactorValues, ProductFactors } from '@broker/contract';
import { HttpError, detailOf, errorText } from '../../../lib/http';
import { useCalculation, useConversationFactors, useProductForm } from '../api/calculator-api';
import { factorsOfParams } from '../lib/calc-url';
import { fieldProblem, initialValues, productRules } from '../lib/form-rules';
import type { ResultState } from '../components/calc-result';
import { useDebounced } from './use-debounced';

const DEBOUNCE_MS = 300;
const CALCULATOR_PATH = '/commissionCalculate';

/** Every problem the form can see without the server: empty or out-of-range fields, broken rules. */
export function formProblems(form: ProductFactors, values: FactorValues): string[] {
  const problems = form.factors.flatMap((def) => fieldProblem(def, values[def.code]) ?? []);
  const rules = productRules(form, values).flatMap((r) => (r.broken ? [r.message] : []));
  return [...new Set([...problems, ...rules])];
}

/**
 * The calculator's state: the form's values (seeded from the product's defaults, the address and what
 * the chat understood, written back to the address on every change) and the result of the debounced
 * calculation.
 */
export function useCalculator(productCode: string) {
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('conversationId') ?? '';
  const form = useProductForm(productCode);
  const chat = useConversationFactors(conversationId, productCode);
  const [values, setValues] = useState<FactorValues | null>(null);
  const [fromChat, setFromChat] = useState<'yes' | 'failed' | null>(null);
  const chatSettled = conversationId === '' || !chat.isPending;

  if (form.data && values === null && chatSettled) {
    const given = { ...(chat.data?.factors ?? {}), ...factorsOfParams(params) };
    setValues(initialValues(form.data, given));
    if (conversationId) setFromChat(chat.isError ? 'failed' : 'yes');
  }

  // The address always holds the plan on screen (a later screen, a reload or back takes it as is).
  const settledValues = useDebounced(values, DEBOUNCE_MS);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!settledValues || pathname !== CALCULATOR_PATH) return;
    const next = new URLSearchParams({ productCode });
    if (conversationId) next.set('conversationId', conversationId);
    next.set('factors', JSON.stringify(settledValues));
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [settledValues, productCode, conversationId, pathname, params, setParams]);

  const settledOk = Boolean(
    form.data && settledValues && formProblems(form.data, settledValues).length === 0,
  );
  const calc = useCalculation(productCode, settledValues ?? {}, settledOk);

  const setFactor = (code: FactorDefinition['code'], value: string | number | undefined) =>
    setValues((current) => {
      const rest = Object.fromEntries(Object.entries(current ?? {}).filter(([k]) => k !== code));
      return value === undefined ? rest : { ...rest, [code]: value };
    });

  let result: ResultState = { kind: 'loading' };
  // Judged on the settled values, like the calculation: a half-typed '3' of '35' is no refusal yet.
  const problems = form.data && settledValues ? formProblems(form.data, settledValues) : [];
  if (problems.length > 0) result = { kind: 'refused', rules: problems };
  else if (calc.isError) {
    const error = calc.error;
    const detail = error instanceof HttpError ? detailOf(error.data) : undefined;
    result =
      error instanceof HttpError && error.status === 400 && detail
        ? { kind: 'refused', rules: detail.split('；') }
        : { kind: 'failed', message: errorText(error, ''), retry: () => void calc.refetch() };
  } else if (calc.data) {
    const pending = JSON.stringify(values) !== JSON.stringify(settledValues);
    result = {
      kind: 'ready',
      result: calc.data,
      updating: pending || calc.isPlaceholderData || calc.isFetching,
    };
  }
  // The plan a later screen may take (用这个方案生成彩页): only one the server has just priced.
  const pricedPlan = result.kind === 'ready' && !result.updating ? settledValues : null;
  return { form, values, setFactor, result, fromChat, pricedPlan, conversationId };
}
