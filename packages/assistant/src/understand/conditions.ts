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
  ['类风湿关节炎', '类风湿'],
  ['红斑狼疮', '系统性红斑狼疮'],
  ['银屑病', '牛皮癣'],
  ['妊娠糖尿病', '妊娠期糖尿病'],
  ['妊娠高血压', '妊娠期高血压'],
  ['宫颈糜烂'],
  ['多囊卵巢', '多囊卵巢综合征'],
  ['卵巢囊肿'],
  ['肝囊肿'],
  ['肾囊肿'],
  ['胆囊息肉'],
  ['胃息肉'],
  ['肠息肉', '结肠息肉'],
  ['肝硬化'],
  ['慢性肾病', '肾炎', '慢性肾炎'],
  ['心律不齐', '心律失常', '早搏'],
  ['脑梗', '脑梗塞', '脑梗死'],
  ['中风', '脑卒中'],
  ['心梗', '心肌梗死', '心肌梗塞'],
  ['支架', '心脏支架'],
  ['肿瘤', '恶性肿瘤'],
  ['癌症', '得过癌'],
  ['白血病'],
  ['自闭症', '孤独症'],
  ['多动症'],
  ['听力障碍', '听力受损'],
  ['慢阻肺', '慢性阻塞性肺病'],
  ['结核', '肺结核'],
  ['艾滋病', 'HIV'],
  ['精神分裂', '精神分裂症'],
  ['帕金森', '帕金森病'],
  ['阿尔茨海默', '老年痴呆'],
];
/** Words that stand for several conditions at once ('三高'). */
const GROUPS: ReadonlyMap<string, readonly string[]> = new Map([
  ['三高', ['高血压', '高血糖', '高血脂']],
  ['两高', ['高血压', '高血脂']],
  ['hypertension', ['高血压']],
  ['diabetes', ['糖尿病']],
]);

const WORDS = new Map<string, string>();
for (const [name, ...aliases] of CONDITIONS) {
  if (name === undefined) continue;
  WORDS.set(name, name);
  for (const alias of aliases) WORDS.set(alias, name);
}

/** '没有高血压', '无糖尿病' deny a condition rather than state it; '有没有X也能买' asks about X. */
const NEGATION = /(?<!有)(?:没有|没|无|不是|未患|未曾有)$/;

/** Conditions mentioned (and not denied), canonical names, first mention first, each once. */
export function extractConditions(text: string): string[] {
  const found: string[] = [];
  const lower = text.toLowerCase();
  for (const [word, names] of GROUPS)
    if (lower.includes(word)) for (const name of names) if (!found.includes(name)) found.push(name);
  for (const { value, index } of scanWords(text, WORDS)) {
    if (NEGATION.test(text.slice(Math.max(0, index - 4), index))) continue;
    if (!found.includes(value)) found.push(value);
  }
  return found;
}
