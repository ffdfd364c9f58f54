// The generated demo catalogue (data/catalogue/catalogue.json, `npm run catalogue:generate`) and the
// reference tables, as the catalogue tests see them.
import catalogueJson from '../../../../data/catalogue/catalogue.json?raw';
import type { Catalogue, Product } from '@broker/contract';
import { catalogueSchema } from '../catalogue/schemas.js';
import { parseReferenceTables } from '../catalogue/reference-tables.js';
import { readReference } from './reference.js';

export const catalogue: Catalogue = catalogueSchema.parse(JSON.parse(catalogueJson));
export const tables = parseReferenceTables(readReference);

export function product(code: string): Product {
  const found = catalogue.products.find((p) => p.code === code);
  if (found === undefined) throw new RangeError(`no product ${code} in the generated catalogue`);
  return found;
}

export const productsOfType = (type: Product['type']) => catalogue.products.filter((p) => p.type === type);
