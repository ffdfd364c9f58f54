/**
 * Everyday words agents use for what the statutes, clauses and FAQ answers say in formal terms ('押给银行'
 * is 质押, '停效' is 效力中止, '保单' is 保险单 in the law). A search adds the formal term to the question
 * (it never replaces a word): BM25 then finds the passage that uses the formal word, and a passage using
 * the everyday one still matches it. Each pair is a general equivalence of insurance language, not the
 * wording of any one question.
 */
import { PREMIUM_AFTER_CLAIM } from '../understand/lexicon/question-shapes.js';

type Pairs = readonly (readonly [everyday: RegExp, formal: string])[];

/** The statutes' names for policies and parties, which the FAQ answers do not use ('保险人'). */
const LAW_NAMES: Pairs = [
  [/保单/, '保险单 保险合同'],
  [/寿险/, '人寿保险 以死亡为给付保险金条件'],
  [/保险公司|险企/, '保险人'],
  [/代理人|业务员|营销员/, '保险代理人'],
  [/经纪人|经纪公司/, '保险经纪人'],
];

const FORMAL_TERMS: Pairs = [
  // Parties and events
  [/被保人/, '被保险人'],
  [/走了|去世|过世|离世|没了|人没了/, '死亡 身故'],
  [/一起.{0,4}(走|死|去世|出事)|同时.{0,4}(走|死|去世|出事)/, '同一事件中死亡 死亡先后顺序'],
  [/老公|老婆|丈夫|妻子|爱人|配偶/, '配偶'],
  [/爸|妈|父母|父亲|母亲/, '父母'],
  // Only about who may be beneficiary: '有团险了还要买医疗险吗' is not about employment law.
  [/(?:公司给员工|单位给员工|团险|员工投保).*受益人|受益人.*(?:公司|单位|团险|员工)/, '劳动关系 劳动者'],
  // Contract life
  [/停效|失效|断交|断缴|没交保费|欠费/, '效力中止 宽限期'],
  [/不想(?:再)?交|不交了|停交|交不起|交不动/, '交不起保费 除了退保'],
  [/复效|恢复效力|恢复保单/, '恢复效力 复效'],
  [/晚交|忘了交|忘交|逾期交/, '宽限期 六十日'],
  [/不一样|对不上|不一致|写的不同/, '不一致'],
  [/改受益人|换受益人|变更受益人/, '变更受益人 书面通知'],
  [/受益人.{0,6}(?:多个|几个|两个|好几个|多人)|(?:多个|几个|两个)受益人/, '受益人可以指定几个 多个人 份额'],
  [/(?:通知|提醒)(?:我|客户)?续保|续保.{0,4}(?:通知|提醒)/, '续保 保证续保'],
  [/没写受益人|没指定受益人|受益人没写|没有受益人/, '未指定受益人 遗产'],
  [/受益人.*(?:比例|怎么分|各占|平分|份额)|(?:比例|份额).*受益人/, '受益份额 相等份额'],
  // Death cover bought on someone else ('给老婆买寿险要她签字吗'): the insured's consent.
  [
    /(?:给|帮|替).{1,6}(?:买|投保).*(?:签字|签名|同意)|(?:没|未)经过?(?:本人|他|她|被保险?人)?(?:同意|签字|签名)|(?:没|未|不)(?:让|给)?(?:本人|他|她|被保险?人)(?:同意|签字|签名|知道|知情)|(?:瞒着|背着|偷偷).{0,8}(?:买|投保)/,
    '被保险人同意 认可保险金额',
  ],
  [/(?:材料|资料).{0,8}(?:不全|不齐|不完整|补了又补|好几次|反复)/, '资料不完整 一次性通知 补充'],
  [/没(?:同意)?承保|不(?:予|同意)?承保|拒保|核保没(?:过|通过)|没通过核保/, '不符合承保条件 退还保险费'],
  // Premium taken, no decision yet, then an event: the interpretation's rule on paying if insurable.
  [
    /收了(?:保费|钱)[^，。？]{0,8}(?:没|未|还没)(?:出|给|发)?(?:保单|承保)|(?:没|未|还没)(?:出|发)保单[^。？]{0,8}出(?:险|事)/,
    '收取了保险费 尚未作出是否承保 发生保险事故 符合承保条件',
  ],
  [/倒闭|破产|关门|跑路/, '破产 撤销 转让 人寿保险'],
  [/退钱|退保费|把钱退/, '退还保险费'],
  // Money from a policy
  // Pledging a policy to a third party needs the insured's consent; '保单质押贷款' is the insurer's own loan.
  [/^(?!.*(?:质押贷款|抵押贷款)).*(?:押给|押出去|抵押|质押)/, '质押 书面同意'],
  [/质押贷款|抵押贷款|保单借款/, '保单贷款'],
  [/借钱|借款|周转/, '贷款'],
  [/现价/, '现金价值'],
  [/保终身|保一辈子|终身型|保到终身/, '定期的还是终身的 终身'],
  [/网上买|网上投保|网上的保险|互联网保险|线上买|线上投保|网销/, '网上投保 效力 互联网保险'],
  [
    /越早买|早点买|早买|晚买|晚几年买|年纪越大.{0,4}(?:贵|高)|年龄越大.{0,4}(?:贵|高)/,
    '保费按投保年龄 晚买 多交保费 等以后再买',
  ],
  [/拿到钱|拿钱|给钱|赔钱|能拿到/, '赔 赔付'],
  [/理财型?(?:保险|险)|储蓄型?(?:保险|险)/, '储蓄型保险 增额终身寿 年金险'],
  [/退掉?附加|附加.{0,8}退/, '附加险 单独退'],
  [/都(?:写|填|是|填写)(?:成)?(?:我|自己|本人|同一)/, '同一个人'],
  [/单子|票据|发票|收据|清单/, '材料 发票'],
  [/投保人.{0,4}(?:换成|换为|改成|改为|变成|转给)/, '变更投保人'],
  [/(?:变更|更换|改|换)投保人|投保人.{0,4}(?:变更|更换)/, '变更投保人 投保人换成别人'],
  // A policy just bought and returned: the hesitation period decides what comes back.
  [
    /(?:刚|才|前几天|上周|昨天)(?:买|投保|签|交)[^，。？]{0,10}退|退[^，。？]{0,6}(?:刚|才)(?:买|投保|签)/,
    '犹豫期 退保',
  ],
  // Premiums after a claim: the contract may end (a single payout) or the rest be waived.
  [PREMIUM_AFTER_CLAIM, '赔付以后 合同还有效 保费豁免'],
  [/交法|缴法|交费方式|缴费方式|怎么交(?:钱|费)?$/, '交费方式 趸交 期交 年交 月交'],
  [/(?:卡|卡上|卡里|银行卡)(?:上|里)?(?:吗|$|[，。？?])|打到(?:谁|哪)/, '账户'],
  // A savings policy's term ending, not a loan's ('贷了到期还不上') nor a medical year's ('住院期间保单到期').
  [
    /^(?!.*(?:贷|住院|医疗)).*(?:两全|年金|返还|储蓄|生存|满期|领).*(?:到期|期满)|^(?!.*(?:贷|住院|医疗)).*(?:到期|期满).*(?:拿|领|返还)/,
    '满期 满期金',
  ],
  // Disclosure and claims
  [/瞒报|隐瞒|没告诉|不告诉|没说|不说|漏报|没如实/, '如实告知 未履行'],
  [/代签|替.{0,4}签|帮.{0,4}签|冒签/, '代为签字 签名'],
  [/骗保|骗赔|假理赔/, '保险欺诈 骗取保险金'],
  // Refused, not delayed: '拖着不赔' is a claim not decided in time (and where to complain).
  [/拒赔|(?<!拖着|拖延|一直|迟迟)不赔|不给赔|不理赔/, '不承担给付保险金的责任 拒绝 拒赔 被拒'],
  [/拖着|拖延|迟迟|一直不(?:赔|给|批)|没(?:有)?结果|还没(?:赔|批|到账)/, '理赔 时间限制 核定 三十日 投诉'],
  [/年龄写错|年龄报错|报错年龄|年龄填错|虚报年龄/, '年龄不真实'],
  [/多久.{0,3}(赔|到账|给钱)|几天.{0,3}(赔|到账)/, '核定 三十日 十日'],
  [/打官司|起诉|告保险公司|仲裁/, '诉讼 仲裁'],
  [/先找谁|找谁|联系谁|第一步|先做什么/, '报案 及时通知 第一步'],
  [/报案期限|多久.{0,4}报案|时效/, '诉讼时效 知道保险事故发生'],
  // Holding several policies
  [/几份|好几份|两份|重复买|重复投保|叠加/, '多份'],
  [
    /(?:两家|几家|多家|两个|两边|两份|两张)(?:公司的)?.{0,8}(?:都报|都能报|重复报)|都报吗|重复报销/,
    '多份 重复报销',
  ],
  // Selling
  [/返佣|返点|回扣|送礼|返现/, '回扣 保险合同约定以外的利益'],
  [/忽悠|夸大|误导|虚假宣传/, '欺骗 误导 隐瞒与保险合同有关的重要情况'],
  [/两家|多家|好几家|几家公司/, '两个以上保险人'],
  [/冷静期/, '犹豫期'],
];

/**
 * The question with the formal terms of its everyday words added (for search only; never shown); for a
 * search of the statutes, with the law's names for policies and parties as well.
 */
export function withFormalTerms(question: string, statutes = false): string {
  const pairs = statutes ? [...LAW_NAMES, ...FORMAL_TERMS] : FORMAL_TERMS;
  const added = pairs.filter(([everyday]) => everyday.test(question)).map(([, formal]) => formal);
  return added.length > 0 ? `${question} ${added.join(' ')}` : question;
}
