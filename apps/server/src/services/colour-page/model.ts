import {
  GENDER_LABELS,
  ILLUSTRATION_COLUMNS,
  type ColourPageConfig,
  type ColourPageTheme,
  type Company,
  type IllustrationResponse,
  type IllustrationRow,
  type Product,
  type ProductSummary,
  type QuoteResponse,
} from '@broker/contract';
import { coverageTermLabel, paymentTermLabel } from '@broker/insurance';
import { amount, BENEFIT_ROWS, money } from '../compare/cells.js';
import { pickYears } from '../compare/compute.js';

export const COMPLIANCE_NOTICE = '以上内容仅供参考，具体以保险合同条款为准';
export const AI_NOTICE = '本页内容由AI助手根据产品资料生成，请以保险合同为准';

export type Line = readonly [label: string, value: string];

export type PageSection =
  | { kind: 'highlights'; title: string; items: string[] }
  | { kind: 'cover'; title: string; lines: Line[] }
  | { kind: 'premium'; title: string; lines: Line[] }
  | {
      kind: 'illustration';
      title: string;
      column: string;
      points: { year: number; age: number; value: number }[];
    }
  | { kind: 'claims'; title: string; items: string[] }
  | { kind: 'insurer'; title: string; lines: Line[]; description: string };

/**
 * Everything the image shows, as data: no layout, and nothing the customer must not see (no commission
 * is ever read here). Its hash decides whether a saved image is still current.
 */
export interface PageModel {
  theme: ColourPageTheme;
  productName: string;
  company: string;
  productType: string;
  greeting: string;
  customerLine: string;
  planLines: Line[];
  sections: PageSection[];
  agent: { realName: string; workId: string; phone: string; photo: string | null };
  shareUrl: string;
  notices: string[];
  /** Spec §1: a page the assistant composed carries 'AI生成' with the agent's real name and work id. */
  watermark: string | null;
}

export interface ModelInputs {
  config: ColourPageConfig;
  product: Product;
  summary: ProductSummary;
  company: Company | undefined;
  quote: QuoteResponse;
  illustration: IllustrationResponse | null;
  agent: { realName: string; workId: string };
  shareUrl: string;
}

const FREQUENCY: Record<string, string> = {
  annual: '年交',
  semiannual: '半年交',
  quarterly: '季交',
  monthly: '月交',
};

function planLines(product: Product, quote: QuoteResponse): Line[] {
  const f = quote.factors;
  const lines: Line[] = [];
  if (quote.sumInsured > 0) lines.push(['基本保额', amount(quote.sumInsured)]);
  if (typeof f.coverageTerm === 'string') lines.push(['保障期限', coverageTermLabel(f.coverageTerm)]);
  if (typeof f.paymentTerm === 'string') lines.push(['交费期限', paymentTermLabel(f.paymentTerm)]);
  lines.push(['年交保费', money(quote.annualPremium)]);
  if (quote.paymentsPerYear > 1)
    lines.push([`${FREQUENCY[quote.paymentFrequency] ?? '每期'}保费`, money(quote.premium)]);
  if (product.waitingPeriodDays > 0) lines.push(['等待期', `${product.waitingPeriodDays}天`]);
  return lines;
}

function coverLines(product: Product): Line[] {
  const lines: Line[] = [];
  for (const [key, row] of Object.entries(BENEFIT_ROWS) as [
    keyof Product['benefits'],
    (typeof BENEFIT_ROWS)[keyof Product['benefits']],
  ][]) {
    const value = product.benefits[key];
    if (value !== undefined) lines.push([row.label, (row.format as (v: unknown) => string)(value)]);
  }
  return lines;
}

/** The column worth drawing: cash value where there is one, else the death benefit, else what accrues. */
const CHART_COLUMNS: (keyof IllustrationRow)[] = [
  'currentPrice',
  'totalRevenue',
  'deathBenefit',
  'cumulativeClaimed',
];

function illustrationSection(illustration: IllustrationResponse | null): PageSection | null {
  if (!illustration) return null;
  const column = CHART_COLUMNS.find((c) => illustration.rows.some((r) => (r[c] ?? 0) > 0));
  if (!column) return null;
  const points = pickYears(illustration.rows)
    .filter((r) => r[column] !== null)
    .map((r) => ({ year: r.year, age: r.age, value: r[column] as number }));
  return { kind: 'illustration', title: '利益演示', column: ILLUSTRATION_COLUMNS[column], points };
}

/** Worked examples from the product's own terms at the customer's sum insured. */
export function claimExamples(product: Product, sumInsured: number): string[] {
  const b = product.benefits;
  const out: string[] = [];
  if (b.severePayout && sumInsured > 0)
    out.push(`确诊合同约定的重大疾病：赔付 ${amount(sumInsured * b.severePayout)}`);
  if (b.moderatePayout && sumInsured > 0)
    out.push(
      `确诊中症：每次赔付 ${amount(sumInsured * b.moderatePayout)}${b.moderateTimes ? `，最多${b.moderateTimes}次` : ''}`,
    );
  if (b.mildPayout && sumInsured > 0)
    out.push(
      `确诊轻症：每次赔付 ${amount(sumInsured * b.mildPayout)}${b.mildTimes ? `，最多${b.mildTimes}次` : ''}`,
    );
  if (b.reimbursementWithSocial !== undefined && b.deductible !== undefined) {
    const bill = 100_000;
    const paid = Math.max(0, bill - b.deductible) * b.reimbursementWithSocial;
    out.push(
      `住院花费10万元（有社保、已先经社保结算）：扣除免赔额${amount(b.deductible)}后报销 ${amount(Math.round(paid))}`,
    );
  }
  if (b.accidentalDeath) out.push(`意外身故：赔付 ${amount(b.accidentalDeath)}`);
  if (out.length === 0) {
    const faq = product.faq.find((q) => /赔|领取|给付/.test(q.question));
    if (faq) out.push(faq.answer);
  }
  return out;
}

function section(kind: ColourPageConfig['sections'][number], m: ModelInputs): PageSection | null {
  switch (kind) {
    case 'highlights':
      return m.product.highlights.length
        ? { kind, title: '产品亮点', items: m.product.highlights.slice(0, 6) }
        : null;
    case 'cover': {
      const lines = coverLines(m.product);
      return lines.length ? { kind, title: '保障责任', lines } : null;
    }
    case 'premium':
      return { kind, title: '保费测算', lines: planLines(m.product, m.quote) };
    case 'illustration':
      return illustrationSection(m.illustration);
    case 'claims': {
      const items = claimExamples(m.product, m.quote.sumInsured);
      return items.length ? { kind, title: '理赔示例', items } : null;
    }
    case 'insurer':
      return m.company
        ? {
            kind,
            title: '保险公司',
            lines: [
              ['公司名称', m.company.name],
              ['成立时间', `${m.company.founded}年`],
              ['客服热线', m.company.hotline],
            ],
            description: m.company.description,
          }
        : null;
  }
}

export function buildPageModel(m: ModelInputs): PageModel {
  const { customer } = m.config;
  return {
    theme: m.config.theme,
    productName: m.product.name,
    company: m.summary.company,
    productType: m.summary.type,
    greeting: `${customer.name}，您好！这是为您定制的保障方案`,
    customerLine: `被保险人：${GENDER_LABELS[customer.gender]} · ${customer.age}周岁`,
    planLines: planLines(m.product, m.quote).slice(0, 4),
    sections: m.config.sections.flatMap((k) => section(k, m) ?? []),
    agent: { ...m.agent, phone: m.config.agent.phone, photo: m.config.agent.photo ?? null },
    shareUrl: m.shareUrl,
    notices: m.config.origin === 'chat' ? [AI_NOTICE, COMPLIANCE_NOTICE] : [COMPLIANCE_NOTICE],
    watermark: m.config.origin === 'chat' ? `AI生成 ${m.agent.realName} ${m.agent.workId}` : null,
  };
}
