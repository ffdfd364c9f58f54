import { scanWords } from './dictionary-scan.js';

/**
 * Health conditions agents ask underwriting questions about, canonical name first, then the other
 * ways they are written. A longer name wins over a shorter one inside it ('先天性心脏病' over '心脏病').
 */
const CONDITIONS: readonly (readonly string[])[] = [
  ['甲状腺结节', '甲结节'],
  ['甲状腺癌'],
  ['甲亢', '甲状腺功能亢进'],
  ['甲减', '甲状腺功能减退'],
  ['乙肝小三阳', '小三阳'],
  ['乙肝大三阳', '大三阳'],
  ['乙肝', '乙肝携带', '乙肝病毒携带'],
  ['脂肪肝'],
  ['高血压', '血压高'],
  ['高血脂', '血脂高', '高脂血症'],
  ['高血糖', '血糖高'],
  ['糖尿病'],
  ['痛风', '尿酸高', '高尿酸'],
  ['肺结节', '肺小结节', '肺部结节', '肺磨玻璃结节'],
  ['乳腺结节'],
  ['乳腺增生'],
  ['子宫肌瘤'],
  ['抑郁症', '抑郁'],
  ['焦虑症'],
  ['肥胖', '超重', '太胖'],
  ['早产', '早产儿'],
  ['黄疸'],
  ['哮喘'],
  ['心脏病'],
  ['先天性心脏病', '先心病'],
  ['冠心病'],
  ['癫痫'],
  ['肾结石'],
  ['胆结石'],
  ['胃炎', '慢性胃炎'],
  ['幽门螺杆菌', '幽门螺旋杆菌', 'HP阳性'],
  ['肝功能异常', '转氨酶高'],
  ['贫血'],
  ['过敏性鼻炎'],
  ['腰椎间盘突出'],
  ['近视', '高度近视'],
];

const WORDS = new Map<string, string>();
for (const [name, ...aliases] of CONDITIONS) {
  if (name === undefined) continue;
  WORDS.set(name, name);
  for (const alias of aliases) WORDS.set(alias, name);
}

/** '没有高血压', '无糖尿病' deny a condition rather than state it. */
const NEGATION = /(?:没有|没|无|不是|未患|未曾有)$/;

/** Conditions mentioned (and not denied), canonical names, first mention first, each once. */
export function extractConditions(text: string): string[] {
  const found: string[] = [];
  for (const { value, index } of scanWords(text, WORDS)) {
    if (NEGATION.test(text.slice(Math.max(0, index - 4), index))) continue;
    if (!found.includes(value)) found.push(value);
  }
  return found;
}
