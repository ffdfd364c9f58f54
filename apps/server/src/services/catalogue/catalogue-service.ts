import {
  PAYMENT_FREQUENCY_LABELS,
  PREMIUM_DRIVEN_TYPES,
  type FactorValues,
  type Product,
  type ProductSummary,
} from '@broker/contract';
import {
  commission,
  coverageTermLabel,
  illustrate,
  paymentTermLabel,
  quote,
  type Result,
} from '@broker/insurance';
import type { ProductDetail, ProductFactors, ProductSearchQuery } from '@broker/contract';
import { catalogueRepository } from '../../db/catalogue-repository.js';
import type { Db } from '../../db/database.js';
import { productSearchRepository } from '../../db/product-search-repository.js';
import { AppError } from '../../errors.js';
import { GENDER_LABELS, option } from '@broker/contract';
import { referenceTables } from './reference-tables.js';
import { keywordKeys } from './search-keys.js';
import { AGE_BANDS, ageOptions } from './age-bands.js';

/** A calculation's answer, or a 400 whose detail names every violated rule. */
function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const detail = result.violations.map((v) => v.message).join('；');
  throw new AppError('invalid:factors', { detail: detail || undefined });
}

const frequencies = (product: Product) =>
  product.paymentFrequencies.map((f) => option(f, PAYMENT_FREQUENCY_LABELS[f]));

function factorsOf(product: Product, summary: ProductSummary): ProductFactors {
  return {
    productCode: product.code,
    productName: product.name,
    type: summary.type,
    typeCode: product.type,
    premiumDriven: PREMIUM_DRIVEN_TYPES.includes(product.type),
    minAge: product.minAge,
    maxAge: product.maxAge,
    factors: product.factors,
    constraints: product.constraints,
    defaults: Object.fromEntries(product.factors.map((f) => [f.code, f.default])),
    paymentTerms: product.paymentTerms.map((t) => option(t, paymentTermLabel(t))),
    coverageTerms: product.coverageTerms.map((t) => option(t, coverageTermLabel(t))),
    paymentFrequencies: frequencies(product),
    sumInsured: product.sumInsured,
    premium: product.premium,
  };
}

function detailOf(
  product: Product,
  summary: ProductSummary,
  insurer: ProductDetail['insurer'],
): ProductDetail {
  return {
    ...summary,
    aliases: product.aliases,
    insurer,
    launchDate: product.launchDate,
    minAgeText: product.minAgeText,
    genders: product.genders.map((g) => option(g, GENDER_LABELS[g])),
    premiumDriven: PREMIUM_DRIVEN_TYPES.includes(product.type),
    sumInsured: product.sumInsured,
    premium: product.premium,
    coverageTerms: product.coverageTerms.map((t) => option(t, coverageTermLabel(t))),
    paymentTerms: product.paymentTerms.map((t) => option(t, paymentTermLabel(t))),
    paymentFrequencies: frequencies(product),
    waitingPeriodDays: product.waitingPeriodDays,
    hesitationPeriodDays: product.hesitationPeriodDays,
    gracePeriodDays: product.gracePeriodDays,
    benefits: product.benefits,
    exclusions: product.exclusions,
    ...(product.healthNotice ? { healthNotice: product.healthNotice.map((q) => q.question) } : {}),
    clauses: product.clauses,
    faq: product.faq,
    hasCashValue: product.illustration.method === 'actuarial',
    pricingInterestRate:
      product.illustration.method === 'actuarial' ? product.illustration.interestRate : null,
  };
}

/** The catalogue as agents read it: search, details, quote forms and the calculations. */
export function catalogueService(db: Db) {
  const catalogue = catalogueRepository(db);
  const search = productSearchRepository(db);

  async function find(code: string) {
    const found = await catalogue.product(code);
    if (!found) throw new AppError('not_found:product');
    return found;
  }

  return {
    async search(query: ProductSearchQuery) {
      const keyword = query.keyword === undefined ? undefined : keywordKeys(query.keyword);
      const { items, total } = await search.search(
        {
          keyword: keyword && keyword.whole !== '' ? keyword : undefined,
          type: query.type,
          company: query.company,
          ages: query.age,
          gender: query.gender,
          onSale: query.onSale,
        },
        { offset: (query.currentPage - 1) * query.pageSize, limit: query.pageSize },
      );
      return {
        result: items,
        currentPage: query.currentPage,
        pageSize: query.pageSize,
        totalPages: Math.ceil(total / query.pageSize),
        totalNum: total,
      };
    },
    async ageOptions() {
      return ageOptions(await search.ageBands(AGE_BANDS));
    },
    async companies() {
      const rows = await catalogue.companiesWithCounts();
      return rows.map(({ company, total, onSale }) => ({
        ...company,
        productCount: total,
        onSaleCount: onSale,
      }));
    },
    async detail(code: string): Promise<ProductDetail> {
      const { product, summary } = await find(code);
      const company = await catalogue.company(product.companyCode);
      const insurer = company
        ? { code: company.code, name: company.name, shortName: company.shortName, hotline: company.hotline }
        : { code: product.companyCode, name: summary.company, shortName: summary.company, hotline: '' };
      return detailOf(product, summary, insurer);
    },
    async factors(code: string): Promise<ProductFactors> {
      const { product, summary } = await find(code);
      return factorsOf(product, summary);
    },
    async quote(code: string, factors: FactorValues) {
      return unwrap(quote((await find(code)).product, factors));
    },
    async commission(code: string, factors: FactorValues) {
      return unwrap(commission((await find(code)).product, factors));
    },
    async illustration(code: string, factors: FactorValues) {
      return unwrap(illustrate((await find(code)).product, factors, referenceTables()));
    },
  };
}
export type CatalogueService = ReturnType<typeof catalogueService>;
