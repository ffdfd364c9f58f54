import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type Company, type Product } from '@broker/contract';
import { summarize } from '@broker/insurance';
import type { CompanyRow, ProductRow } from '../../db/catalogue-repository.js';
import { aliasKeys, searchKey } from './search-keys.js';

/** The stored row: the product whole, plus the columns search filters and ranks on. */
export function productRow(product: Product, company: Company): ProductRow {
  const companyNames = [company.code, company.name, company.shortName];
  return {
    code: product.code,
    name: product.name,
    companyCode: product.companyCode,
    type: product.type,
    typeRank: PRODUCT_TYPES.indexOf(product.type),
    onSale: product.onSale,
    minAge: product.minAge,
    maxAge: product.maxAge,
    genders: product.genders,
    nameKey: searchKey(product.name),
    aliasKeys: aliasKeys(product.aliases),
    // The type label too: "重疾" finds every critical illness product, after those named so.
    searchText: [product.name, ...product.aliases, ...companyNames, PRODUCT_TYPE_LABELS[product.type]]
      .map(searchKey)
      .join('|'),
    summary: summarize(product, company),
    data: product,
  };
}

export function companyRow(company: Company): CompanyRow {
  return { code: company.code, name: company.name, shortName: company.shortName, data: company };
}

/** The columns of a stored row that are computed from the product and its company. */
export function derivedOf(row: ProductRow) {
  const { data: _data, updatedAt: _updatedAt, ...derived } = row;
  return derived;
}
