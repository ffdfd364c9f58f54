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

const CHILD_KIND = /(?:少儿|儿童|婴儿|幼儿|学生|学平)(?:的)?(?:重疾|医疗|意外|保险|险|教育金|年金|特疾)/;

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
  // '少儿重疾', '儿童意外险', '学生的医疗险': cover for a child, whoever buys it.
  if (entities.relation === undefined && CHILD_KIND.test(normalized)) entities.relation = 'child';
  const conditions = extractConditions(normalized);
  if (conditions.length > 0) entities.conditions = conditions;
  extractDetails(normalized, entities);
  const ranking = readRanking(normalized);
  if (ranking) entities.ranking = ranking;
  const choices = extractChoices(normalized);
  if (choices.length > 0) entities.choices = choices;
  return entities;
}
