import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FactorDefinition, ProductFactors } from '@broker/contract';
import { factorsOfParams } from '../../features/calculator/lib/calc-url';
import { fieldLimits, initialValues } from '../../features/calculator/lib/form-rules';
import { useConversationFactors, useProductForm } from '../../features/calculator/api/calculator-api';
import { formProblems } from '../../features/calculator/hooks/use-calculator';
import { useColourPage } from '../../features/colour-page/api/colour-page-api';
import { seedOfParams } from '../../features/colour-page/lib/colour-page-url';
import {
  draftProblems,
  newDraft,
  planForm,
  planValues,
  rememberedPhone,
  savedDraft,
  seedValues,
  type ConfigDraft,
} from '../../features/colour-page/lib/config-form';

/**
 * The parameters screen's state: the product's form, the draft (from a saved page, or the product's
 * defaults with what the address and the chat gave) and every problem the screen can see by itself.
 */
export function useConfigDraft() {
  const [params] = useSearchParams();
  const [seed] = useState(() => seedOfParams(params, factorsOfParams(params)));
  const form = useProductForm(seed.productCode);
  const chat = useConversationFactors(seed.conversationId, seed.productCode);
  const saved = useColourPage(seed.id);
  const [draft, setDraft] = useState<ConfigDraft | null>(null);
  const [fromChat, setFromChat] = useState(false);

  const ready =
    form.data && (seed.conversationId === '' || !chat.isPending) && (!seed.id || !saved.isPending);
  if (form.data && ready && draft === null) {
    if (saved.data) setDraft(savedDraft(saved.data, initialValues(form.data, saved.data.input.factors)));
    else {
      const chatFactors = chat.data?.factors ?? {};
      const merged = { ...seed, factors: { ...chatFactors, ...seed.factors } };
      if (seed.age === undefined && typeof chatFactors.age === 'number') merged.age = chatFactors.age;
      if (!seed.gender && (chatFactors.gender === 'M' || chatFactors.gender === 'F'))
        merged.gender = chatFactors.gender;
      setDraft(newDraft(initialValues(form.data, seedValues(merged)), rememberedPhone()));
      setFromChat(Boolean(chat.data));
    }
  }

  const update = (patch: Partial<ConfigDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const setFactor = (code: FactorDefinition['code'], value: string | number | undefined) =>
    setDraft((d) => {
      if (!d) return d;
      const plan = Object.fromEntries(Object.entries(d.plan).filter(([k]) => k !== code));
      return { ...d, plan: value === undefined ? plan : { ...plan, [code]: value } };
    });

  const plan: ProductFactors | undefined = form.data && planForm(form.data);
  const planProblems = form.data && draft ? formProblems(form.data, planValues(draft)) : [];
  const ageDef = form.data?.factors.find((f) => f.code === 'age');
  const problems = draft ? draftProblems(draft) : {};
  const ageRule = planProblems.find((p) => ageDef && p.includes(ageDef.label));
  return {
    seed,
    form,
    saved,
    plan,
    draft,
    update,
    setFactor,
    fromChat: fromChat || (saved.data?.input.origin === 'chat' && Boolean(draft)),
    ageHint: ageDef ? fieldLimits(ageDef) : undefined,
    ageDef,
    problems: { ...problems, ...(ageRule && { ageRule }) },
    planProblems,
  };
}
