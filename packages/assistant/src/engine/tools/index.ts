export { compareProducts, type CompareResult, type CompareRow } from './compare.js';
export { exampleQuote, personKnown, type ExampleQuote } from './example-quote.js';
export { factorsFromEntities, quoteForPerson, type FactorLine, type PersonQuote } from './factors.js';
export {
  findProducts,
  needFromEntities,
  type FindProductsResult,
  type FoundProduct,
  type ProductNeed,
} from './find-products.js';
export { productCard, productPage, PRODUCT_PAGE_SIZE } from './product-card.js';
export { productFacts, type Fact, type ProductFacts } from './product-facts.js';
export { commissionFor, quotePremium, type CommissionResult, type PremiumResult } from './premium.js';
export { retrieve, retrieveHits, type RetrieveOptions } from './retrieve.js';
export { typeFacts, type FactSpread, type FactValueCount, type TypeFacts } from './type-facts.js';
