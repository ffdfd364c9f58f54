import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Company, Product } from '@broker/contract';

/** The real demo catalogue (data/catalogue), for tests that must hold on the names agents will type. */
export function loadDemoCatalogue(): { products: Product[]; companies: Company[] } {
  const here = dirname(fileURLToPath(import.meta.url));
  const file = resolve(here, '../../../../data/catalogue/catalogue.json');
  return JSON.parse(readFileSync(file, 'utf8')) as { products: Product[]; companies: Company[] };
}
