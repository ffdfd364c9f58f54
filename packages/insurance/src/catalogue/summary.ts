import {
  type Company,
  PRODUCT_TYPE_LABELS,
  type Product,
  type ProductSummary,
  type ProductType,
  type VersionTag,
} from '@broker/contract';

/** 重疾险, 增额终身寿险 …: the Chinese label of a type code. */
export function productTypeLabel(type: ProductType): string {
  return PRODUCT_TYPE_LABELS[type];
}

/**
 * Spec §4 version tag (decision 036): the catalogue's own, else read from the name's edition — a year
 * edition ('（2025版）') is the new one while on sale and an old one after; any other edition
 * ('（青春版）', '（中老年版）') is a special edition; a name without one has no tag.
 */
export function versionTagOf(
  product: Pick<Product, 'name' | 'onSale' | 'versionTag'>,
): VersionTag | undefined {
  if (product.versionTag) return product.versionTag;
  const edition = /（([^（）]+)版）$/.exec(product.name)?.[1];
  if (!edition) return undefined;
  if (/^\d{4}$/.test(edition)) return product.onSale ? 'new' : 'old';
  return 'newsp';
}

/** What every list, card and answer carries about a product. */
export function summarize(product: Product, company: Company): ProductSummary {
  if (company.code !== product.companyCode) {
    throw new RangeError(`${product.code} belongs to ${product.companyCode}, not ${company.code}`);
  }
  const versionTag = versionTagOf(product);
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
    ...(versionTag && { versionTag }),
    highlights: product.highlights,
    tags: product.tags,
  };
}
