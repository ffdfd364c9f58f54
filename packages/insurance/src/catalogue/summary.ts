import {
  type Company,
  PRODUCT_TYPE_LABELS,
  type Product,
  type ProductSummary,
  type ProductType,
} from '@broker/contract';

/** 重疾险, 增额终身寿险 …: the Chinese label of a type code. */
export function productTypeLabel(type: ProductType): string {
  return PRODUCT_TYPE_LABELS[type];
}

/** What every list, card and answer carries about a product. */
export function summarize(product: Product, company: Company): ProductSummary {
  if (company.code !== product.companyCode) {
    throw new RangeError(`${product.code} belongs to ${product.companyCode}, not ${company.code}`);
  }
  return {
    code: product.code,
    name: product.name,
    company: company.name,
    companyCode: company.code,
    type: productTypeLabel(product.type),
    typeCode: product.type,
    minAge: product.minAge,
    maxAge: product.maxAge,
    onSale: product.onSale,
    highlights: product.highlights,
    tags: product.tags,
  };
}
