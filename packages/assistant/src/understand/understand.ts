import type { Company, Product } from '@broker/contract';
import type { Intent, ProductMention, Understand, Understanding } from '../conversation-types.js';
import { predictAct, type ActModel } from './act-model.js';
import actModelJson from './act-model.json' with { type: 'json' };
import { mergeEntities } from './carry-over.js';
import { decideIntent } from './decide-intent.js';
import { isGeneralQuestion, setsAsideLocked } from './general-question.js';
import { classifyIntent } from './intent.js';
import { pickPending } from './pending-choice.js';
import { companyPrefix, normalizeName } from './product-names.js';
import { createQuestionReader, readingFeatures, STRONG_MENTION } from './question-reader.js';
import { pickOrdinal } from './references.js';
import { findUnknownProduct } from './unknown-product.js';
import { switchVariant } from './variant-switch.js';
import { overrideAct } from './act-overrides.js';
import { unreadable } from './unreadable.js';
import { asksLifeCover, LIFE_COVER_TYPES } from './life-cover.js';

export { STRONG_MENTION } from './question-reader.js';
/** The act classifier shipped with the engine (scripts/train-acts.ts writes it). */
const actModel: ActModel = actModelJson;

/** Intents about particular products: a follow-up with no product named means the locked ones. */
const PRODUCT_INTENTS: ReadonlySet<Intent> = new Set([
  'product_query',
  'premium',
  'commission',
  'brochure',
  'compare',
]);
/** Acts whose answer is a general rule or how-to, not a product's own fact. */
const GENERAL_ACTS: ReadonlySet<string> = new Set(['rule_law', 'claims', 'policy_service', 'concept']);
/** Intents a short follow-up ('那40岁呢') may continue; the others are one-off turns. */
const CONTINUABLE: ReadonlySet<Intent> = new Set([
  'selection',
  'product_query',
  'compare',
  'premium',
  'commission',
  'brochure',
  'underwriting',
  'faq',
]);
/** Product intents a singular '这款' asks about one product: several locked ones need a choose card. */
const SINGLE_PRODUCT: ReadonlySet<Intent> = new Set(['product_query', 'premium', 'commission', 'brochure']);
/**
 * Where an unknown product name is looked for: questions about a product or facts of one, and a
 * question that reads as out of scope only because the name is unknown ('我想了解金福宝').
 */
const NAME_INTENTS: ReadonlySet<Intent> = new Set([...PRODUCT_INTENTS, 'faq', 'out_of_scope']);
/** The shape of a follow-up that leans on the previous turn: '那40岁呢', '如果是女的', '换成50万'. */
const FOLLOW_UP = /^(?:那|那么|如果|要是|换成|改成|假如|再|还有)|呢[?？。!！]*$/;

/** Values of a need that a short reply may state alone ('交5年的', '30岁的', '不限社保的'). */
const SLOT_FIELDS: ReadonlySet<string> = new Set([
  'age',
  'gender',
  'budget',
  'sumInsured',
  'paymentTerm',
  'coverageTerm',
  'constraints',
  'occupationClass',
]);
/** Product answers a reply of values alone re-runs with them. */
const SLOT_CONTINUABLE: ReadonlySet<Intent> = new Set([
  'selection',
  'price_by_type',
  'premium',
  'commission',
  'family_plan',
]);
/** Asking what something is or why is a question of its own, however short ('5年交是什么意思'). */
const ASKS_WHAT = /什么|为什么|怎么|区别|意思|如何|哪个好|受益人|投保人|被保险?人/;

/**
 * Builds the question reader for one catalogue. The name indexes are built here, once; a call is then a
 * few dictionary scans and regex tests (well under a millisecond for a typical question).
 */
export function createUnderstander(kb: {
  products: readonly Product[];
  companies: readonly Company[];
}): Understand {
  const read = createQuestionReader(kb);
  const productsByCode = new Map(kb.products.map((p) => [p.code, p]));
  const companyWords = new Set(
    kb.companies.flatMap((c) => [normalizeName(c.name), normalizeName(c.shortName), companyPrefix(c)]),
  );
  const isCompany = (word: string): boolean => companyWords.has(word);

  return (question, { context, category, today }) => {
    const reading = read(question, today);
    const { text, norm, match, refs, topic, tokens, strong } = reading;
    let namedTypes = reading.namedTypes;
    const own = reading.entities;
    const general = {
      text: norm,
      productNamed: strong.length > 0 || match.ambiguous !== undefined,
      pointsAtProduct: refs.deictic || refs.plural,
      types: namedTypes,
      hasTopic: topic !== undefined,
      entities: own,
    };
    const lockedTypes = context.lockedProducts.flatMap((c) => productsByCode.get(c)?.type ?? []);
    const setAside = setsAsideLocked(general, lockedTypes);
    // Set aside, the locked products are read as if nothing were locked: no '哪个好' over them, no
    // fact of theirs for a question about another type.
    const locked = setAside ? [] : context.lockedProducts;
    // Ordinals pick from the last list shown, which may be longer than what is locked now.
    const listed = setAside ? [] : context.listedProducts?.length ? context.listedProducts : locked;

    const result = classifyIntent(
      {
        text: norm,
        tokens,
        productCount: strong.length,
        ambiguousRef: match.ambiguous !== undefined,
        lockedCount: locked.length,
        deictic: refs.deictic,
        deicticPlural: refs.plural,
        hasTopic: topic !== undefined,
        entities: own,
        insuranceVocabulary: reading.insuranceVocabulary,
        general: isGeneralQuestion(general),
      },
      category,
    );
    const prediction = predictAct(actModel, readingFeatures(reading));
    let { intent, confidence } = decideIntent(result, prediction, {
      context,
      productNamed: strong.length > 0 || match.ambiguous !== undefined,
      // With products locked, a question naming no product and no type is about them ('一年交多少钱').
      pointsAtLocked:
        locked.length > 0 &&
        (refs.deictic || refs.plural || refs.ordinal !== undefined || namedTypes.length === 0),
      typeNamed: namedTypes.length > 0,
      topicAsked: topic !== undefined,
      insuranceVocabulary: reading.insuranceVocabulary,
      personStated:
        own.age !== undefined ||
        own.gender !== undefined ||
        own.relation !== undefined ||
        own.persons !== undefined,
    });
    ({ intent, confidence } = overrideAct(
      { intent, confidence },
      { reading, context, prediction, followUpShape: FOLLOW_UP.test(norm) },
    ));
    const ownStated = Object.keys(own).length > 0;
    if (
      result.fallback &&
      intent === result.intent &&
      context.lastIntent &&
      CONTINUABLE.has(context.lastIntent) &&
      (FOLLOW_UP.test(norm) || ownStated || strong.length > 0)
    ) {
      intent = context.lastIntent;
      confidence = 0.6;
    }

    // '交5年的', '保到退休就行', '不限社保的': nothing but new values for the need in play — the last
    // product answer again with them, whatever a classifier makes of so few words.
    const ownFields = Object.keys(own);
    if (
      ownFields.length > 0 &&
      ownFields.every((field) => SLOT_FIELDS.has(field)) &&
      strong.length === 0 &&
      topic === undefined &&
      norm.length <= 12 &&
      !ASKS_WHAT.test(norm) &&
      context.lastIntent !== undefined &&
      SLOT_CONTINUABLE.has(context.lastIntent) &&
      !SLOT_CONTINUABLE.has(intent)
    ) {
      intent = context.lastIntent;
      confidence = 0.7;
    }

    let products: ProductMention[] =
      PRODUCT_INTENTS.has(intent) || intent === 'underwriting' ? match.mentions : strong;
    let ambiguous: Understanding['ambiguous'] = match.ambiguous;
    let refersToLocked = false;

    const pending = context.pendingChoices ?? [];
    const pick =
      pending.length > 0
        ? pickPending(text, pending, match.mentions, ambiguous?.candidates ?? [], refs, productsByCode)
        : undefined;
    // A question the classifier is sure is about concepts ('同一个人可以买多份重疾险吗') names no product,
    // whatever words in it look like a name; a quoted name ('《金福宝》') still counts.
    const conceptOnly =
      prediction.act === 'concept' && prediction.probability >= 0.75 && !/[《「“"]/.test(text);
    const unknown =
      !pick && !conceptOnly && (NAME_INTENTS.has(intent) || topic !== undefined)
        ? findUnknownProduct({
            text: norm,
            mentions: match.mentions,
            ...(ambiguous ? { ambiguousText: ambiguous.text } : {}),
            isCompany,
            strong: STRONG_MENTION,
          })
        : undefined;
    let topicFromContext: Understanding['topic'];
    if (pick) {
      products = [{ code: pick.code, text, score: 1 }, ...products.filter((m) => m.code !== pick.code)];
      ambiguous = undefined;
      if (pick.onlyChoice && context.lastIntent) {
        intent = context.lastIntent;
        confidence = 0.9;
        // '第二个' answers the question the choose card asked ('这款等待期多久'), topic included.
        topicFromContext = context.lastTopic;
      }
    } else if (unknown) {
      // Named something we do not have: not a follow-up on the locked products, and a weak near
      // match is a suggestion, never the product answered about.
      if (intent === 'faq') intent = 'product_query';
      products = products.filter((m) => !unknown.near.includes(m.code));
    } else if (refs.ordinals && listed.length > 0 && products.length === 0) {
      // '第一款和第三款对比一下': each product picked from the list, in the order said.
      products = refs.ordinals.flatMap((n) => {
        const code = pickOrdinal(listed, n);
        return code ? [{ code, text: `第${n}款`, score: 1 }] : [];
      });
      refersToLocked = products.length > 0;
    } else if (refs.firstN !== undefined && listed.length > 0 && products.length === 0) {
      products = listed
        .slice(0, refs.firstN)
        .map((code) => ({ code, text: refs.ordinalText ?? `前${refs.firstN}款`, score: 1 }));
      refersToLocked = true;
    } else if (refs.ordinal !== undefined && listed.length > 0 && products.length === 0) {
      const picked = pickOrdinal(listed, refs.ordinal);
      if (picked) {
        products = [{ code: picked, text: refs.ordinalText ?? text, score: 1 }];
        refersToLocked = true;
      }
    }

    // '第二款呢', '那第一个怎么样' after a side question: the product picked from the list, priced for the
    // person in play (a budget then gives its sum insured), or its overview when nobody is described.
    const onlyOrdinal =
      refersToLocked &&
      refs.ordinal !== undefined &&
      strong.length === 0 &&
      norm
        .replace(refs.ordinalText ?? '', '')
        .replace(/[那呢吧吗嘛的呀啊怎么样如何看看说说?？。!！,，\s]/g, '').length === 0;
    // After a fact of one product ('第一款第20年现金价值多少'), '那第二款呢' asks the same of the other.
    const factBefore =
      context.lastIntent === 'product_query' &&
      context.lastTopic !== undefined &&
      context.lastTopic !== 'overview';
    if (onlyOrdinal && factBefore) {
      intent = 'product_query';
      topicFromContext = context.lastTopic;
      confidence = 0.8;
    } else if (onlyOrdinal && !PRODUCT_INTENTS.has(intent)) {
      intent = mergeEntities(context.entities, own).age !== undefined ? 'premium' : 'product_query';
      confidence = 0.8;
    }

    // '2021版呢' after a question about the 2025 version: the same question about that version.
    const discussed = productsByCode.get(context.lockedProducts[0] ?? '');
    const variant =
      !pick && strong.length === 0 && context.lockedProducts.length === 1
        ? switchVariant(norm, discussed, kb.products)
        : undefined;
    if (variant) {
      products = [{ code: variant.code, text: variant.name, score: 1 }];
      ambiguous = undefined;
      if (context.lastIntent && CONTINUABLE.has(context.lastIntent)) intent = context.lastIntent;
      topicFromContext = context.lastTopic;
    }
    // '那恒佑呢' after '安佑等待期多久', or '恒佑' after '这款产品的犹豫期多久' asked which product: the
    // fact asked before, of the product named now.
    const onlyNames =
      strong.length > 0 &&
      strong
        .reduce((t, m) => t.split(m.text.normalize('NFKC').toLowerCase()).join(''), norm)
        .replace(/[那呢吧吗嘛的呀啊和跟与还有也再看看?？。!！,，\s]/g, '').length === 0;
    if (
      onlyNames &&
      (FOLLOW_UP.test(norm) || context.lockedProducts.length === 0) &&
      topic === undefined &&
      !topicFromContext &&
      context.lastIntent === 'product_query' &&
      context.lastTopic !== undefined &&
      context.lastTopic !== 'overview'
    ) {
      intent = 'product_query';
      topicFromContext = context.lastTopic;
    }

    // '安佑2021和2025有啥区别': the second version named by its year alone.
    const [only] = strong;
    if (intent === 'compare' && strong.length === 1 && only) {
      const rest = norm.replace(only.text.normalize('NFKC').toLowerCase(), '');
      const sibling = switchVariant(
        rest.replace(/(\d{4})(?!版)/, '$1版'),
        productsByCode.get(only.code),
        kb.products,
      );
      if (sibling) products = [...products, { code: sibling.code, text: sibling.name, score: 1 }];
    }

    if (locked.length > 0 && !pick && !unknown && !variant) {
      if (refs.deictic || refs.plural) refersToLocked = true;
      else if (products.length === 0 && !ambiguous && PRODUCT_INTENTS.has(intent)) refersToLocked = true;
      // A singular '这款' / '它' while a list is locked: which one is not ours to guess.
      const singular = refs.deictic && !refs.plural && refs.ordinal === undefined;
      if (singular && products.length === 0 && !ambiguous && locked.length > 1 && SINGLE_PRODUCT.has(intent))
        ambiguous = { text: refs.deicticText ?? '这款', candidates: [...locked], fromLocked: true };
    }
    // A selection wants a list: '启元有哪些重疾' is answered with all of them (companyCode and the
    // product type filter it), not with the one product company + type resolved to, nor a choose card.
    if (intent === 'selection') {
      ambiguous = undefined;
      products = products.filter((m) => m.text !== match.companyType?.text);
    }

    // '买寿险推荐哪款': the two types of life cover, decided after the act (the act reads no type here).
    if (asksLifeCover(norm, namedTypes, intent)) {
      namedTypes = [...LIFE_COVER_TYPES];
      own.productType = LIFE_COVER_TYPES[0];
      own.productTypes = [...LIFE_COVER_TYPES];
    }
    const understanding: Understanding = {
      intent,
      confidence,
      entities: mergeEntities(context.entities, own),
      products,
      refersToLocked,
      text,
    };
    if (ambiguous) understanding.ambiguous = ambiguous;
    // An open choose card gives a one-character reply ('2') its meaning.
    const why = pending.length > 0 ? undefined : unreadable(question);
    if (why) understanding.unreadable = why;
    if (setAside) understanding.lockedSetAside = true;
    if (namedTypes.length > 0) understanding.namedTypes = namedTypes;
    if (namedTypes !== reading.namedTypes) understanding.lifeCover = true;
    if (unknown) {
      understanding.unknownProduct = unknown.name;
      understanding.nearProducts = unknown.near;
    }
    if (match.companyCode) understanding.companyCode = match.companyCode;
    // A rule asked about the product in play ('犹豫期退保能全退吗' after its hesitation period): the
    // product's fact, and the general rule after it.
    if (
      intent === 'product_query' &&
      strong.length === 0 &&
      GENERAL_ACTS.has(prediction.act) &&
      prediction.probability >= 0.6
    )
      understanding.generalToo = true;
    if (intent === 'product_query') {
      const aboutProduct = products.length > 0 || refersToLocked || ambiguous !== undefined;
      const aboutUnknown = unknown !== undefined;
      const chosen = topic ?? topicFromContext ?? (aboutProduct || aboutUnknown ? 'overview' : undefined);
      if (chosen) understanding.topic = chosen;
      const more = reading.topics.filter((t) => t !== chosen);
      if (chosen && more.length > 0) understanding.moreTopics = more;
    }
    // A general question about a fact of named types ('重疾险的等待期一般多长'): the answer adds what the
    // catalogue's products of those types say on it.
    // What a type does not pay for is asked as a rule or a claim as often as a concept: the catalogue's
    // exclusions answer it whichever.
    const typeFactAct = intent === 'faq' || (topic === 'exclusions' && GENERAL_ACTS.has(intent));
    if (typeFactAct && topic && namedTypes.length > 0) understanding.topic = topic;
    return understanding;
  };
}
