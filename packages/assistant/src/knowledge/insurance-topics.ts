/**
 * Subjects of insurance practice an agent asks about that are not product facts, not rules of the
 * Insurance Law and not in every knowledge base: credit records, policies bought abroad, lines of
 * business the catalogue does not sell, industry figures, the agent's own career, new treatments, family
 * law. Each group is one subject in the words agents use for it.
 *
 * Why: the knowledge search finds the entry nearest to a question by its words. A question on a subject
 * the knowledge base has no entry for ('做保单贷款会不会上征信') shares its other words with some entry
 * ('哪些保单可以做保单贷款'), and that entry's answer — right about something else — reads as the
 * answer. When a question names one of these subjects and the entry that would answer it does not, the
 * assistant says the knowledge base has no direct answer and offers the near entries as related instead.
 * A subject an entry does cover (the shipped FAQ has 港澳, 出国, 离职, 团险, 破产 …) is answered as usual.
 */
export const INSURANCE_TOPICS: readonly (readonly string[])[] = [
  // credit records
  ['征信', '信用记录', '信用报告', '失信', '老赖'],
  // insurance bought in Hong Kong or Macao
  ['港险', '香港保险', '香港', '澳门', '港澳'],
  // living, studying or being treated abroad
  [
    '境外',
    '海外',
    '国外',
    '出国',
    '移民',
    '绿卡',
    '留学',
    '签证',
    '加拿大',
    '美国',
    '澳洲',
    '澳大利亚',
    '新加坡',
    '日本',
    '英国',
    '欧洲',
  ],
  // foreign nationals and their papers
  ['外国人', '外籍', '外国国籍', '护照', '台胞', '港澳台居民'],
  // lines of business the catalogue does not sell
  ['宠物险', '宠物'],
  ['家财险', '家庭财产险', '财产险'],
  ['旅游险', '旅行险', '航意险', '航空意外', '航空', '飞机', '航班'],
  ['雇主责任险', '雇主险'],
  ['生育险', '生育保险', '生育津贴', '顺产', '剖腹产', '产检'],
  ['长护险', '长期护理'],
  ['工伤保险', '工伤'],
  ['失业保险', '失业金'],
  ['保险金信托', '家族信托', '信托'],
  ['网络互助', '相互宝', '水滴筹', '众筹'],
  // figures about insurers
  ['理赔率', '获赔率', '理赔时效排名', '服务评价'],
  ['分红实现率', '实现率'],
  ['偿付能力', '风险综合评级'],
  ['投诉率', '投诉排名'],
  // the agent's career and book of policies
  ['离职', '转行', '孤儿单'],
  ['保单托管', '托管'],
  ['增员', '晋升', '考核', '底薪'],
  ['展业证', '执业证', '从业资格', '资格证', '代理人资格'],
  // treatments and care
  ['CAR-T', '细胞治疗', '细胞免疫治疗'],
  ['基因检测'],
  ['试管婴儿', '辅助生殖'],
  ['医美', '整形', '整容'],
  ['种牙', '牙科', '洗牙', '正畸'],
  ['近视手术', '视力矫正'],
  ['怀孕', '孕妇', '孕期', '备孕'],
  ['残疾人', '残疾证'],
  ['精神疾病', '精神病', '抑郁症', '焦虑症'],
  ['高风险运动', '极限运动', '潜水', '滑雪', '蹦极', '攀岩', '跳伞'],
  ['狂犬疫苗', '狂犬', '猫抓', '狗咬', '疫苗'],
  ['传染病', '新冠', '疫情', '甲流'],
  ['自然灾害', '地震', '洪水', '台风'],
  // where and how care is got and paid
  ['大病保险', '城乡居民大病保险'],
  ['门特', '门慢', '慢特病', '特殊门诊'],
  ['学平险', '学生平安险', '少儿医保', '一老一小'],
  ['药店', '购药'],
  ['海南', '博鳌', '乐城'],
  ['互联网医院', '线上问诊', '在线问诊'],
  ['绿色通道', '绿通', '专家号', '挂号', '名医'],
  ['养老社区', '养老院', '护工', '陪诊'],
  // money and the market
  ['通货膨胀', '通胀'],
  ['IRR', '内部收益率'],
  ['退保黑产', '代理退保', '全额退保'],
  ['保险公司排名', '公司排名', '排名', '央企'],
  ['人脸识别', '刷脸'],
  ['银保', '银行卖的', '银行渠道', '银行买的', '在银行买'],
  // family law
  ['离婚', '婚前', '夫妻共同财产', '财产分割'],
];

/** Every topic word, longest first, so '保险金信托' is found before '信托'. */
const WORDS = INSURANCE_TOPICS.flatMap((group) => group.map((word) => ({ word, group }))).sort(
  (a, b) => b.word.length - a.word.length,
);

/**
 * The topics a question names that none of the texts mentions, each in the question's own word: what
 * the answer would leave unanswered. Matching ignores case (CAR-T, car-t).
 */
export function topicsNotIn(question: string, texts: readonly string[]): string[] {
  let rest = question.toUpperCase();
  const haystack = texts.join('\n').toUpperCase();
  const missing: string[] = [];
  for (const { word, group } of WORDS) {
    const upper = word.toUpperCase();
    if (!rest.includes(upper)) continue;
    rest = rest.split(upper).join(' ');
    if (group.some((w) => haystack.includes(w.toUpperCase()))) continue;
    if (!missing.some((m) => group.includes(m))) missing.push(word);
  }
  return missing;
}

/**
 * The question with the other words of each topic it names added (for search only), those `known` to the
 * knowledge base: an entry that says '港澳台' answers '在香港住院能报吗' though it never says 香港. Words
 * no passage has would only dilute the question's share of words a passage must cover.
 */
export function withTopicWords(question: string, known: (word: string) => boolean): string {
  const upper = question.toUpperCase();
  const groups = INSURANCE_TOPICS.filter((group) => group.some((w) => upper.includes(w.toUpperCase())));
  const added = groups.flat().filter((w) => !upper.includes(w.toUpperCase()) && known(w));
  return added.length > 0 ? `${question} ${added.join(' ')}` : question;
}
