import {
  COLOUR_PAGE_SECTIONS,
  colourPageAgentSchema,
  customerNameSchema,
  type ColourPage,
  type ColourPageInput,
  type ColourPageSection,
  type ColourPageTheme,
  type FactorValues,
  type ProductFactors,
} from '@broker/contract';
import type { ConfigSeed } from './colour-page-url';

/** What the parameters screen edits; numbers stay text while typed. */
export interface ConfigDraft {
  customerName: string;
  age: string;
  gender: 'M' | 'F';
  /** The product's factors besides age and gender. */
  plan: FactorValues;
  sections: ColourPageSection[];
  theme: ColourPageTheme;
  phone: string;
  photo?: string;
}

export type DraftField = 'customerName' | 'age' | 'phone' | 'sections';

const PERSON = new Set(['age', 'gender']);
const withoutPerson = (values: FactorValues): FactorValues =>
  Object.fromEntries(Object.entries(values).filter(([code]) => !PERSON.has(code)));

/** The product's form without age and gender: those are the customer's, asked once at the top. */
export const planForm = (form: ProductFactors): ProductFactors => ({
  ...form,
  factors: form.factors.filter((f) => !PERSON.has(f.code)),
});

/** What a seed gives the product's form: the plan, with the customer's age and gender where known. */
export function seedValues(seed: ConfigSeed): FactorValues {
  const given: FactorValues = { ...seed.factors };
  if (seed.age !== undefined) given.age = seed.age;
  if (seed.gender) given.gender = seed.gender;
  return given;
}

/**
 * A new page from the form's starting values (the product's defaults under what the address or the chat
 * gave, as the calculator seeds its form); every section, the classic look.
 */
export function newDraft(values: FactorValues, phone: string): ConfigDraft {
  return {
    customerName: '',
    age: values.age === undefined || Number.isNaN(values.age) ? '' : String(values.age),
    gender: values.gender === 'F' ? 'F' : 'M',
    plan: withoutPerson(values),
    sections: [...COLOUR_PAGE_SECTIONS],
    theme: 'classic',
    phone,
  };
}

/** A saved page, to change and save again under the same id and link (`values`: its plan on the form). */
export function savedDraft(page: ColourPage, values: FactorValues): ConfigDraft {
  const { input } = page;
  return {
    customerName: input.customer.name,
    age: String(input.customer.age),
    gender: input.customer.gender,
    plan: withoutPerson(values),
    sections: [...input.sections],
    theme: input.theme,
    phone: input.agent.phone,
    ...(input.agent.photo && { photo: input.agent.photo }),
  };
}

/** The whole plan as the insurance core prices it: the customer's age and gender with the plan. */
export const planValues = (draft: ConfigDraft): FactorValues => ({
  ...draft.plan,
  age: draft.age === '' ? Number.NaN : Number(draft.age),
  gender: draft.gender,
});

/** The customer and card fields' problems, in the server's own words (the same schemas). */
export function draftProblems(draft: ConfigDraft): Partial<Record<DraftField, string>> {
  const problems: Partial<Record<DraftField, string>> = {};
  const name = customerNameSchema.safeParse(draft.customerName);
  if (!name.success) problems.customerName = name.error.issues[0]?.message ?? '';
  if (!/^\d{1,3}$/.test(draft.age)) problems.age = '请填写客户年龄';
  const phone = colourPageAgentSchema.shape.phone.safeParse(draft.phone.trim());
  if (!phone.success) problems.phone = phone.error.issues[0]?.message ?? '';
  if (draft.sections.length === 0) problems.sections = '请至少选择一项彩页内容';
  return problems;
}

export function inputOf(productCode: string, draft: ConfigDraft, fromChat: boolean): ColourPageInput {
  return {
    productCode,
    customer: { name: draft.customerName, age: Number(draft.age), gender: draft.gender },
    factors: draft.plan,
    sections: draft.sections,
    theme: draft.theme,
    agent: { phone: draft.phone.trim(), ...(draft.photo && { photo: draft.photo }) },
    origin: fromChat ? 'chat' : 'manual',
  };
}

const PHONE_KEY = 'colourPagePhone';

/** The agent's card phone, kept in this browser: it is the same on every page they make. */
export function rememberedPhone(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    return storage?.getItem(PHONE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberPhone(phone: string, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(PHONE_KEY, phone);
  } catch {
    // Private mode: the agent types it again next time.
  }
}
