import { scanWords } from './dictionary-scan.js';
import { NUM } from './scratch.js';
import type { Gender, Relation } from './types.js';

export interface PersonWord {
  relation?: Relation;
  gender?: Gender;
}

/** Words for people, longest first at each position; entries with neither field only block a shorter word. */
export const PERSON_WORDS = new Map<string, PersonWord>(
  Object.entries({
    老婆: { relation: 'spouse', gender: 'F' },
    妻子: { relation: 'spouse', gender: 'F' },
    媳妇: { relation: 'spouse', gender: 'F' },
    媳妇儿: { relation: 'spouse', gender: 'F' },
    我太太: { relation: 'spouse', gender: 'F' },
    我家太太: { relation: 'spouse', gender: 'F' },
    老公: { relation: 'spouse', gender: 'M' },
    丈夫: { relation: 'spouse', gender: 'M' },
    我先生: { relation: 'spouse', gender: 'M' },
    我家先生: { relation: 'spouse', gender: 'M' },
    配偶: { relation: 'spouse' },
    爱人: { relation: 'spouse' },
    儿子: { relation: 'child', gender: 'M' },
    女儿: { relation: 'child', gender: 'F' },
    闺女: { relation: 'child', gender: 'F' },
    孩子: { relation: 'child' },
    小孩: { relation: 'child' },
    宝宝: { relation: 'child' },
    宝贝: { relation: 'child' },
    小朋友: { relation: 'child' },
    新生儿: { relation: 'child' },
    子女: { relation: 'child' },
    儿女: { relation: 'child' },
    男孩: { relation: 'child', gender: 'M' },
    女孩: { relation: 'child', gender: 'F' },
    男宝: { relation: 'child', gender: 'M' },
    女宝: { relation: 'child', gender: 'F' },
    爸妈: { relation: 'parent' },
    父母: { relation: 'parent' },
    老人: { relation: 'parent' },
    父亲: { relation: 'parent', gender: 'M' },
    爸爸: { relation: 'parent', gender: 'M' },
    老爸: { relation: 'parent', gender: 'M' },
    母亲: { relation: 'parent', gender: 'F' },
    妈妈: { relation: 'parent', gender: 'F' },
    老妈: { relation: 'parent', gender: 'F' },
    我爸: { relation: 'parent', gender: 'M' },
    我妈: { relation: 'parent', gender: 'F' },
    俺爸: { relation: 'parent', gender: 'M' },
    俺妈: { relation: 'parent', gender: 'F' },
    他爸: { relation: 'parent', gender: 'M' },
    他妈: { relation: 'parent', gender: 'F' },
    她爸: { relation: 'parent', gender: 'M' },
    她妈: { relation: 'parent', gender: 'F' },
    老爷子: { relation: 'parent', gender: 'M' },
    老太太: { relation: 'parent', gender: 'F' },
    老两口: { relation: 'parent' },
    二老: { relation: 'parent' },
    爷爷: { relation: 'grandparent', gender: 'M' },
    外公: { relation: 'grandparent', gender: 'M' },
    姥爷: { relation: 'grandparent', gender: 'M' },
    奶奶: { relation: 'grandparent', gender: 'F' },
    外婆: { relation: 'grandparent', gender: 'F' },
    姥姥: { relation: 'grandparent', gender: 'F' },
    婆婆: { relation: 'parent', gender: 'F' },
    公公: { relation: 'parent', gender: 'M' },
    岳母: { relation: 'parent', gender: 'F' },
    丈母娘: { relation: 'parent', gender: 'F' },
    岳父: { relation: 'parent', gender: 'M' },
    老丈人: { relation: 'parent', gender: 'M' },
    本人: { relation: 'self' },
    自己: { relation: 'self' },
    男: { gender: 'M' },
    男性: { gender: 'M' },
    男士: { gender: 'M' },
    男生: { gender: 'M' },
    男方: { gender: 'M' },
    // How agents name a customer by address ('快递小哥', '小伙子', '小姐姐'); not 大哥/阿姨, which name relatives
    // too ('我大哥的孩子').
    小哥: { gender: 'M' },
    小伙: { gender: 'M' },
    小伙子: { gender: 'M' },
    小姐姐: { gender: 'F' },
    先生: { gender: 'M' },
    宝爸: { gender: 'M' },
    女: { gender: 'F' },
    女性: { gender: 'F' },
    女士: { gender: 'F' },
    女生: { gender: 'F' },
    女方: { gender: 'F' },
    小姐: { gender: 'F' },
    太太: { gender: 'F' },
    宝妈: { gender: 'F' },
    单亲妈妈: { gender: 'F' },
    单亲爸爸: { gender: 'M' },
    全职妈妈: { gender: 'F' },
    全职太太: { gender: 'F' },
    // Blockers: not the insured's relation or gender as far as this engine can tell.
    男女: {},
    儿媳: {},
    儿媳妇: {},
    女婿: {},
    孙子: {},
    孙女: {},
    外孙: {},
    外孙女: {},
    妇科: {},
    女性特定: {},
    男性特定: {},
  } satisfies Record<string, PersonWord>),
);
/** '我' states the insured only in a few shapes: '我30岁', '我是女的', '给我买'. */
const SELF = new RegExp(
  `我(?:今年|现在|已经)?(?:是)?(?:${NUM}(?:周岁|岁)|\\d{2}后|(?:男|女)(?!儿|婿))|给我(?:自己)?(?:买|配|投|上)`,
);

interface Hit extends PersonWord {
  index: number;
}

/** Who the insured is and their gender, from relation words and gender words. */
export function extractPerson(text: string): { relation?: Relation; gender?: Gender } {
  const hits: Hit[] = scanWords(text, PERSON_WORDS).map(({ value, index }) => ({ ...value, index }));
  const self = SELF.exec(text);
  if (self) hits.push({ relation: 'self', index: self.index });
  const relatives = hits.filter((h) => h.relation !== undefined && h.relation !== 'self');
  const chosen = relatives.sort((a, b) => a.index - b.index)[0] ?? hits.find((h) => h.relation === 'self');
  const result: { relation?: Relation; gender?: Gender } = {};
  if (chosen?.relation) result.relation = chosen.relation;
  if (chosen?.gender) {
    result.gender = chosen.gender;
    return result;
  }
  const genders = new Set(
    hits
      .filter((h) => h.gender !== undefined && (h.relation === undefined || h.relation === chosen?.relation))
      .map((h) => h.gender),
  );
  const [only] = genders;
  if (genders.size === 1 && only) result.gender = only;
  // '她' is a woman whoever she is ('给我妈买，她52' already says so); '他' is written for anyone.
  else if (genders.size === 0 && /她(?!们)/.test(text) && !/他/.test(text)) result.gender = 'F';
  return result;
}
