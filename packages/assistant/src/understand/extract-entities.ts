import { extractAge } from './age.js';
import { extractChoices } from './choices.js';
import { readRanking } from './ranking.js';
import { extractConditions } from './conditions.js';
import { extractDetails } from './details.js';
import { extractMoney } from './money.js';
import { extractPerson } from './people.js';
import { extractPersons } from './persons.js';
import { extractProductTypes } from './product-type.js';
import { Scratch } from './scratch.js';
import { extractTerms } from './terms.js';
import type { Entities, ExtractOptions } from './types.js';

/**
 * Reads the entities a Chinese agent question states: who is insured (age, gender, relation), the
 * budget and sum insured, product type, terms and health conditions. Nothing is guessed: a field is
 * present only when the text says it. Patterns run from the most specific (terms, dates) to the most
 * general (bare amounts), and each blanks what it read so no number is read twice.
 */
export function extractEntities(text: string, options: ExtractOptions = {}): Entities {
  const today = options.today ?? new Date();
  // NFKC turns full-width digits, letters and tildes into ASCII ('３０岁' → '30岁').
  const normalized = text.normalize('NFKC');
  const scratch = new Scratch(normalized);
  const entities: Entities = {};

  const terms = extractTerms(scratch);
  extractAge(scratch, entities, today);
  extractMoney(scratch, entities);
  Object.assign(entities, extractPerson(normalized));

  const types = extractProductTypes(normalized);
  if (types[0]) entities.productType = types[0];
  if (types.length > 1) entities.productTypes = types;
  if (terms.paymentTerm) entities.paymentTerm = terms.paymentTerm;
  if (terms.coverageTerm) entities.coverageTerm = terms.coverageTerm;
  const persons = extractPersons(normalized, today);
  if (persons.length > 0) {
    entities.persons = persons;
    // The first person described is the one a single-person answer is for.
    const [first] = persons;
    delete entities.relation;
    delete entities.gender;
    if (first?.relation) entities.relation = first.relation;
    if (first?.gender) entities.gender = first.gender;
    if (first?.age !== undefined) entities.age = first.age;
    else if (entities.ageRange === undefined) delete entities.age;
  }
  const conditions = extractConditions(normalized);
  if (conditions.length > 0) entities.conditions = conditions;
  extractDetails(normalized, entities);
  const ranking = readRanking(normalized);
  if (ranking) entities.ranking = ranking;
  const choices = extractChoices(normalized);
  if (choices.length > 0) entities.choices = choices;
  return entities;
}
