import { extractAge } from './age.js';
import { readOccupation } from './details.js';
import { scanWords } from './dictionary-scan.js';
import { PERSON_WORDS, type PersonWord } from './people.js';
import { Scratch } from './scratch.js';
import type { Entities, PersonEntity } from './types.js';

/** Father and mother, as one word names them ('爸妈', '老两口'). */
const PARENTS: readonly PersonWord[] = [
  { relation: 'parent', gender: 'M' },
  { relation: 'parent', gender: 'F' },
];

/** Words that name two people at once; '都' after them gives both the same age ('老两口都60出头'). */
const COUPLES = new Map<string, readonly PersonWord[]>([
  ['老两口', PARENTS],
  ['二老', PARENTS],
  ['爸妈', PARENTS],
  ['父母', PARENTS],
  ['公婆', PARENTS],
  ['岳父母', PARENTS],
  [
    '爷爷奶奶',
    [
      { relation: 'grandparent', gender: 'M' },
      { relation: 'grandparent', gender: 'F' },
    ],
  ],
  ['夫妻', [{ relation: 'self' }, { relation: 'spouse' }]],
  ['夫妻俩', [{ relation: 'self' }, { relation: 'spouse' }]],
  ['两人', [{ relation: 'self' }, { relation: 'spouse' }]],
  ['两个人', [{ relation: 'self' }, { relation: 'spouse' }]],
  ['俩人', [{ relation: 'self' }, { relation: 'spouse' }]],
  ['我们俩', [{ relation: 'self' }, { relation: 'spouse' }]],
  ['我们两个', [{ relation: 'self' }, { relation: 'spouse' }]],
  ['两口子', [{ relation: 'self' }, { relation: 'spouse' }]],
  ['小两口', [{ relation: 'self' }, { relation: 'spouse' }]],
  ['小夫妻', [{ relation: 'self' }, { relation: 'spouse' }]],
  ['两个孩子', [{ relation: 'child' }, { relation: 'child' }]],
  ['两个娃', [{ relation: 'child' }, { relation: 'child' }]],
  ['俩娃', [{ relation: 'child' }, { relation: 'child' }]],
  [
    '两个女儿',
    [
      { relation: 'child', gender: 'F' },
      { relation: 'child', gender: 'F' },
    ],
  ],
  [
    '俩女儿',
    [
      { relation: 'child', gender: 'F' },
      { relation: 'child', gender: 'F' },
    ],
  ],
  [
    '两个儿子',
    [
      { relation: 'child', gender: 'M' },
      { relation: 'child', gender: 'M' },
    ],
  ],
  [
    '俩儿子',
    [
      { relation: 'child', gender: 'M' },
      { relation: 'child', gender: 'M' },
    ],
  ],
  ['俩孩子', [{ relation: 'child' }, { relation: 'child' }]],
  ['双胞胎', [{ relation: 'child' }, { relation: 'child' }]],
]);
/** Words for the customer themselves ('单亲妈妈42岁' is the person the agent insures first). */
const SELF_NOUNS: ReadonlySet<string> = new Set([
  '单亲妈妈',
  '单亲爸爸',
  '宝妈',
  '宝爸',
  '全职妈妈',
  '全职太太',
]);
/**
 * '我' is the insured only where it starts a description ('我35', '我和老婆', '我是女的'); so is '客户'
 * ('客户年收入30万，两个孩子' plans for the customer too, not the children alone).
 */
const SELF =
  /本人|自己|我(?=[和跟与,，]|今年|现在|是[男女]|[男女]|\d)|客户(?=[和跟与]|今年|现在|\d|年收入|收入|月入|年薪|有房贷|房贷)/g;
/** A customer family written as genders and ages ('男37（吸烟）、女35、女儿7岁'). */
const GENDER_AGE = /(?<![男女儿子孩宝])(男|女)(?:性|士|方|的)?\s*(?=\d{2}(?!\d))/g;
/** Ages one after another in a segment naming several people ('俩孩子8岁和5岁'). */
const EACH_AGE = /(\d{1,2})(?:周)?岁/g;
/** Two bare ages after a pair ('夫妻…33和31', '两个孩子5、3'). */
/** Two children described one by one ('孩子一个10一个5'). */
const ONE_EACH = /一个(\d{1,2})(?:周?岁)?\s*[，,、]?\s*(?:另)?一个(\d{1,2})(?!\d)/;
const PAIR_AGES = /(?<!\d)(\d{1,2})(?:岁)?\s*[和、跟与及,，]\s*(\d{1,2})(?!\d)/;
const SMOKER = /(?<![不非没])(?:抽烟|吸烟)|烟民/;
/**
 * '客户想给自己和老婆孩子买，他35岁': a pronoun starting a clause with an age describes someone named
 * before — resolved afterwards to the first person still without an age (the customer first), so the
 * age is not read as the preceding word's ('孩子…他35岁' is not a 35-year-old child).
 */
const PRONOUN_AGE = /(?<=^|[，,。；;\s\d])(他|她)(?=今年|现在|才|已经|都|\d)/g;
const SEPARATOR = /[，,、；;。\s]$/;
/** An age right before a person word: '8岁女儿', '一个12岁的儿子', '3岁半的宝宝'. */
const AGE_BEFORE = /(?<![\d.])(?:\d{1,2}|[一二三四五六七八九十]{1,3})(?:周)?岁(?:半)?(?:的)?$/;
/** What ties a relative to the customer before it: '带一个', '还有俩', '离异带着'. */
const HAVING_END = /(?:离异|单亲|丧偶)?(?:带着?|有|还有|养着?|家里有)?(?:一个|一|个|两个|俩|三个)?$/;

interface Hit {
  index: number;
  people: readonly PersonWord[];
  /** A pronoun: the person it stands for is resolved from the others (PRONOUN_AGE). */
  pronoun?: boolean;
  /** The person word itself, where one was scanned ('孩子'). */
  word?: string;
  /** Where the scanned person word ends (its index may move back to an age said before it). */
  end?: number;
}

function hitsOf(text: string, today: Date): Hit[] {
  const hits: Hit[] = [];
  const words = new Map<string, readonly PersonWord[]>(COUPLES);
  for (const [word, value] of PERSON_WORDS) {
    if (words.has(word)) continue;
    // A word without a relation only blocks a shorter one inside it ('单亲妈妈' is not '妈妈'), unless
    // it names the customer themselves.
    if (value.relation || SELF_NOUNS.has(word)) words.set(word, [{ relation: 'self', ...value }]);
    else words.set(word, []);
  }
  // '孩子能自己当投保人吗', '老婆自己买': 自己 right after a person is that person, not the customer.
  const refersBack = (index: number) =>
    hits.some((h) => h.end !== undefined && h.end <= index && index - h.end <= 2);
  // '没孩子', '无子女': a person said not to exist is not one to insure.
  const longestWordAt = (index: number) =>
    [...words.keys()].filter((w) => text.startsWith(w, index)).sort((a, b) => b.length - a.length)[0];
  for (const { value, index } of scanWords(text, words))
    if (value.length > 0 && !/(?:没有?|无|不要)$/.test(text.slice(Math.max(0, index - 2), index))) {
      const word = longestWordAt(index);
      if (word === '自己' && refersBack(index)) continue;
      const end = index + (word?.length ?? 1);
      const people =
        value.length === 1 && value[0]?.relation === 'child' && ONE_EACH.test(text.slice(end, end + 16))
          ? [value[0], value[0]]
          : value;
      hits.push({ index, end, people, ...(word ? { word } : {}) });
    }
  // '带一个8岁的女儿': an age said right before a person word is that person's; the person starts there.
  // ('我8岁的儿子' is then one person: 我 right before it is possessive, as in '我儿子'.)
  for (const hit of hits) {
    const before = AGE_BEFORE.exec(text.slice(0, hit.index));
    if (before && !hits.some((h) => h !== hit && h.index >= before.index && h.index < hit.index))
      hit.index = before.index;
  }
  for (const m of text.matchAll(SELF)) {
    if (!(m[0] === '自己' && refersBack(m.index)) && !hits.some((h) => Math.abs(h.index - m.index) <= 1))
      hits.push({ index: m.index, people: [{ relation: 'self' }] });
  }
  for (const m of text.matchAll(PRONOUN_AGE))
    hits.push({ index: m.index, people: [{ gender: m[1] === '她' ? 'F' : 'M' }], pronoun: true });
  // Adults written as a gender and an age: the first is the customer, the next of the other gender
  // their spouse.
  let adults = 0;
  for (const m of text.matchAll(GENDER_AGE)) {
    if (hits.some((h) => Math.abs(h.index - m.index) <= 1)) continue;
    const gender = m[1] === '男' ? 'M' : 'F';
    hits.push({ index: m.index, people: [{ relation: adults++ === 0 ? 'self' : 'spouse', gender }] });
  }
  hits.sort((a, b) => a.index - b.index);
  // '45岁男，家里顶梁柱，老婆42': the customer described before the first relative named ('女，41岁，
  // 离异带一个8岁女儿' too: what joins the customer to the relative is no part of either).
  const first = hits[0];
  const prefix = first ? text.slice(0, first.index) : '';
  if (first && first.people[0]?.relation !== 'self' && SEPARATOR.test(prefix.replace(HAVING_END, ''))) {
    const found: Entities = {};
    extractAge(new Scratch(prefix), found, today);
    if (found.age !== undefined || /[男女](?![儿婿方孩])/.test(prefix))
      hits.unshift({ index: 0, people: [{ relation: 'self' }] });
  }
  return hits;
}

/** The gender a segment states besides its person word ('本人33女'). */
function genderIn(segment: string): PersonEntity['gender'] {
  const m = /(男|女)(?![儿婿方孩])/.exec(segment);
  return m?.[1] === '男' ? 'M' : m?.[1] === '女' ? 'F' : undefined;
}

/**
 * The people a question describes, each with what is said right after their word and before the
 * next person's ('单亲妈妈42岁，儿子12岁' → the agent's customer 42 and her son 12). Returned only when
 * there are two or more: one person is what the ordinary entities already say.
 */
export function extractPersons(text: string, today: Date): PersonEntity[] {
  const normalized = text.normalize('NFKC');
  const hits = hitsOf(normalized, today);
  const persons: PersonEntity[] = [];
  const pronouns = new Set<PersonEntity>();
  /** The word each single person was named by, so '孩子…孩子5岁' is one child. */
  const wordOf = new Map<PersonEntity, string>();
  // '我和老婆都30岁': a person joined to the next by 和 shares its age when '都' says so.
  const ages: (number | undefined)[] = hits.map((hit, i) => {
    const segment = normalized.slice(hit.index, hits[i + 1]?.index ?? normalized.length);
    const found: Entities = {};
    extractAge(new Scratch(segment), found, today);
    return found.age;
  });
  for (let i = hits.length - 2; i >= 0; i--) {
    const between = normalized.slice(hits[i]?.index ?? 0, hits[i + 1]?.index ?? 0);
    const after = normalized.slice(hits[i + 1]?.index ?? 0, hits[i + 2]?.index ?? normalized.length);
    if (ages[i] === undefined && /[和跟与及、](?:我的?|他的?|她的?)?$/.test(between) && /都/.test(after))
      ages[i] = ages[i + 1];
  }
  hits.forEach((hit, i) => {
    const end = hits[i + 1]?.index ?? normalized.length;
    const segment = normalized.slice(hit.index, end);
    const found: Entities = {};
    const age = ages[i];
    if (age !== undefined) found.age = age;
    const both = hit.people.length > 1 && /^[^，,。；;]{0,4}都/.test(segment.slice(2));
    const pair = hit.people.length === 2 ? (PAIR_AGES.exec(segment) ?? ONE_EACH.exec(segment)) : null;
    const each = pair
      ? [Number(pair[1]), Number(pair[2])]
      : [...segment.matchAll(EACH_AGE)].map((m) => Number(m[1]));
    const ageEach = hit.people.length > 1 && each.length === hit.people.length;
    const occupation = readOccupation(segment);
    hit.people.forEach((word, k) => {
      const person: PersonEntity = {};
      if (word.relation) person.relation = word.relation;
      const gender = word.gender ?? (hit.people.length === 1 ? genderIn(segment) : undefined);
      if (gender) person.gender = gender;
      // A couple of one relation with one age ('父母70多') are both that age.
      const sameRelation = hit.people.every((w) => w.relation === hit.people[0]?.relation);
      if (ageEach) person.age = each[k];
      else if (found.age !== undefined && (k === 0 || both || sameRelation)) person.age = found.age;
      if (hit.people.length === 1 && occupation) {
        person.occupationClass = occupation.occupationClass;
        if (occupation.occupation) person.occupation = occupation.occupation;
      }
      if (hit.people.length === 1 && SMOKER.test(segment)) person.smoker = true;
      if (hit.pronoun) pronouns.add(person);
      if (hit.people.length === 1 && hit.word) wordOf.set(person, hit.word);
      persons.push(person);
    });
  });
  const merged = mergeRepeats(resolvePronouns(persons, pronouns), wordOf);
  // '我35，老婆33': the one who says 老婆 is her husband (and 老公, his wife).
  const self = merged.find((p) => p.relation === 'self');
  const spouse = merged.find((p) => p.relation === 'spouse');
  if (self && !self.gender && spouse?.gender) self.gender = spouse.gender === 'F' ? 'M' : 'F';
  // '老公36，老婆34': a husband and a wife described together are the customer and their spouse.
  const husband = merged.find((p) => p.relation === 'spouse' && p.gender === 'M');
  const wife = merged.find((p) => p.relation === 'spouse' && p.gender === 'F');
  if (husband && wife && !merged.some((p) => p.relation === 'self'))
    (merged.indexOf(husband) < merged.indexOf(wife) ? husband : wife).relation = 'self';
  asTheChildsFamily(merged, text);
  // A couple of one relation and age ('老两口都60出头', '给爸妈买') is one need, read by the ordinary
  // entities; several people are worth listing when they differ.
  const relations = new Set(merged.map((p) => p.relation));
  const knownAges = new Set(merged.flatMap((p) => (p.age === undefined ? [] : [p.age])));
  return merged.length >= 2 && (relations.size > 1 || knownAges.size > 1) ? merged : [];
}

/** A family described from outside ('这家人', '四口之家'), or parents old enough to be the child's. */
const FAMILY_FROM_OUTSIDE = /这家|这一家|一家[三四五六]口|[三四五六]口之家|一家人|家庭/;

/**
 * '爸爸47，妈妈45，奶奶72，孩子19': with no customer named, the father and mother of the children
 * described are the couple to insure (the first named the customer), and grandparents their parents.
 */
function asTheChildsFamily(persons: PersonEntity[], text: string): void {
  if (persons.some((p) => p.relation === 'self' || p.relation === 'spouse')) return;
  const children = persons.filter((p) => p.relation === 'child');
  const parents = persons.filter((p) => p.relation === 'parent');
  if (children.length === 0 || parents.length === 0) return;
  const eldest = Math.max(...children.map((c) => c.age ?? 0));
  const oldEnough = parents.every((p) => p.age !== undefined && p.age - eldest >= 18 && p.age < 60);
  if (!oldEnough && !FAMILY_FROM_OUTSIDE.test(text)) return;
  parents.forEach((p, i) => (p.relation = i === 0 ? 'self' : 'spouse'));
  for (const p of persons) if (p.relation === 'grandparent') p.relation = 'parent';
}

/**
 * Each pronoun's details go to the person it stands for among those named before it and still without
 * an age: one of its gender ('她' after 老婆), else the customer, else the first.
 */
function resolvePronouns(persons: PersonEntity[], pronouns: ReadonlySet<PersonEntity>): PersonEntity[] {
  const named = persons.filter((p) => !pronouns.has(p));
  for (const pronoun of pronouns) {
    const before = named.slice(0, persons.indexOf(pronoun));
    const ageless = before.filter((p) => p.age === undefined);
    const target =
      ageless.find((p) => p.gender !== undefined && p.gender === pronoun.gender) ??
      ageless.find((p) => p.relation === 'self') ??
      ageless[0];
    if (!target) continue;
    if (pronoun.age !== undefined) target.age = pronoun.age;
    const { gender, occupationClass, occupation, smoker } = pronoun;
    if (gender && !target.gender) target.gender = gender;
    Object.assign(target, {
      ...(occupationClass !== undefined && target.occupationClass === undefined ? { occupationClass } : {}),
      ...(occupation && !target.occupation ? { occupation } : {}),
      ...(smoker ? { smoker } : {}),
    });
  }
  return named;
}

/** '给儿子和女儿买，儿子5岁女儿3岁': a person named again with details is the same person. */
function mergeRepeats(persons: PersonEntity[], wordOf: ReadonlyMap<PersonEntity, string>): PersonEntity[] {
  const out: PersonEntity[] = [];
  for (const p of persons) {
    const same = out.find(
      (o) =>
        (o.relation === p.relation && o.gender === p.gender && o.relation !== 'child') ||
        // There is one customer and one spouse: '夫妻…男42女40', '老公32…我们俩' name them again.
        ((p.relation === 'self' || p.relation === 'spouse') &&
          o.relation === p.relation &&
          (o.gender === undefined || p.gender === undefined)) ||
        (o.relation === 'child' &&
          p.relation === 'child' &&
          o.gender !== undefined &&
          o.gender === p.gender) ||
        // '给老婆孩子买…孩子5岁': the one child named twice by the same word, the second time with an age.
        (o.relation === 'child' &&
          p.relation === 'child' &&
          o.age === undefined &&
          wordOf.get(o) !== undefined &&
          wordOf.get(o) === wordOf.get(p)),
    );
    if (same && (same.age === undefined || p.age === undefined))
      Object.assign(same, { ...p, ...same, age: same.age ?? p.age });
    else out.push(p);
  }
  return out;
}
