export { extractEntities } from './extract-entities.js';
export { parseAmount, parseChineseNumber, type ParsedAmount } from './chinese-number.js';
export type { Entities, ExtractOptions, Gender, NumberRange, Relation } from './types.js';
