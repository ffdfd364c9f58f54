import { PAYMENT_FREQUENCY_LABELS, PRODUCT_TYPE_LABELS, VERSION_TAG_LABELS } from '@broker/contract';
import { GENDER_LABELS, frequencyCode, genderCode, termCode, termLabel } from '@broker/contract';
import {
  boolCell,
  cellText,
  choiceCell,
  dateCell,
  intCell,
  linesCell,
  numberCell,
  numbersCell,
  ratioCell,
  textCell,
  tokensCell,
  type Codec,
} from './cells.js';
import { col, PRODUCT_CODE, type Column } from './columns.js';
import { healthNoticeCell } from './health-notice-cell.js';

const terms = tokensCell(termCode, termLabel);

/** "20y=0.5,0.3,0.1；10y=0.4,0.2": loadings by payment term (labels such as 20年 accepted). */
const loadingsByTermCell: Codec<{ paymentTerm: string; loadings: number[] }[]> = {
  read(cell) {
    const text = cellText(cell);
    if (text === undefined) return { ok: true, value: undefined };
    const out: { paymentTerm: string; loadings: number[] }[] = [];
    for (const item of text.split(/[；;\n]/).filter((i) => i.trim() !== '')) {
      const [term, list] = item.split('=');
      const loadings = list === undefined ? undefined : numbersCell.read(list.replace(/[,，、]/g, '；'));
      if (!term?.trim() || !loadings?.ok || !loadings.value?.length) {
        return { ok: false, message: `须为「交费期限=费用率,费用率；…」的形式，而不是「${item.trim()}」` };
      }
      out.push({ paymentTerm: termCode(term), loadings: loadings.value });
    }
    return { ok: true, value: out };
  },
  write: (value) =>
    value && value.length > 0
      ? value.map((t) => `${t.paymentTerm}=${t.loadings.join(',')}`).join('；')
      : null,
};
const benefit = (header: string, key: string, codec: Codec<unknown>) =>
  col(header, ['benefits', key], codec, true);

/** One row per product: everything that is not a list of its own (factors, rates, clauses …). */
export const PRODUCT_COLUMNS: Column[] = [
  col(PRODUCT_CODE, 'code', textCell),
  col('产品名称', 'name', textCell),
  col('别名', 'aliases', tokensCell()),
  col('公司代码', 'companyCode', textCell),
  col('产品类型', 'type', choiceCell(PRODUCT_TYPE_LABELS)),
  col('在售', 'onSale', boolCell),
  col('版本标签', 'versionTag', choiceCell(VERSION_TAG_LABELS), true),
  col('上市日期', 'launchDate', dateCell),
  col('最低投保年龄', 'minAge', intCell),
  col('最高投保年龄', 'maxAge', intCell),
  col('最低年龄说明', 'minAgeText', textCell, true),
  col(
    '性别',
    'genders',
    tokensCell(genderCode, (g) => GENDER_LABELS[g as 'M' | 'F'] ?? g),
  ),
  col('保额下限', ['sumInsured', 'min'], numberCell),
  col('保额上限', ['sumInsured', 'max'], numberCell),
  col('保额步长', ['sumInsured', 'step'], numberCell),
  col('保费下限', ['premium', 'min'], numberCell),
  col('保费上限', ['premium', 'max'], numberCell),
  col('保费步长', ['premium', 'step'], numberCell),
  col('保障期限', 'coverageTerms', terms),
  col('交费期限', 'paymentTerms', terms),
  col(
    '交费频率',
    'paymentFrequencies',
    tokensCell(frequencyCode, (f) => PAYMENT_FREQUENCY_LABELS[f as 'annual'] ?? f),
  ),
  col('等待期天数', 'waitingPeriodDays', intCell),
  col('犹豫期天数', 'hesitationPeriodDays', intCell),
  col('宽限期天数', 'gracePeriodDays', intCell),
  col('产品亮点', 'highlights', linesCell),
  col('责任免除', 'exclusions', linesCell),
  col('标签', 'tags', tokensCell()),
  col('健康告知', 'healthNotice', healthNoticeCell, true),
  benefit('重疾种数', 'severeCount', intCell),
  benefit('中症种数', 'moderateCount', intCell),
  benefit('轻症种数', 'mildCount', intCell),
  benefit('重疾赔付比例', 'severePayout', ratioCell),
  benefit('中症赔付比例', 'moderatePayout', ratioCell),
  benefit('轻症赔付比例', 'mildPayout', ratioCell),
  benefit('中症赔付次数', 'moderateTimes', intCell),
  benefit('轻症赔付次数', 'mildTimes', intCell),
  benefit('豁免保费', 'waiver', boolCell),
  benefit('身故责任', 'deathBenefit', textCell),
  benefit('免赔额', 'deductible', numberCell),
  benefit('有社保报销比例', 'reimbursementWithSocial', ratioCell),
  benefit('无社保报销比例', 'reimbursementWithoutSocial', ratioCell),
  benefit('年度限额', 'annualLimit', numberCell),
  benefit('续保条件', 'renewal', textCell),
  benefit('保证续保年数', 'guaranteedRenewalYears', intCell),
  benefit('保额年增长率', 'declaredGrowthRate', ratioCell),
  benefit('领取起始年龄', 'payoutStartAge', intCell),
  benefit('年金领取比例', 'annuityRate', ratioCell),
  benefit('意外身故保额', 'accidentalDeath', numberCell),
  benefit('意外医疗限额', 'accidentMedicalLimit', numberCell),
  benefit('保单贷款比例', 'policyLoanRatio', ratioCell),
  col(
    '费率基础',
    ['rates', 'basis'],
    choiceCell({ perThousandSumInsured: '每千元保额', perPolicy: '每份保单' }),
  ),
  col('费率因子', ['rates', 'keys'], tokensCell()),
  ...(['annual', 'semiannual', 'quarterly', 'monthly'] as const).map((f) =>
    col(`${PAYMENT_FREQUENCY_LABELS[f]}系数`, ['rates', 'frequencyFactors', f], numberCell),
  ),
  col('费率来源', ['rates', 'source'], textCell),
  col('佣金说明', ['commission', 'note'], textCell),
];

export const ILLUSTRATION_COLUMNS: Column[] = [
  col(PRODUCT_CODE, 'productCode', textCell),
  col('演示方法', 'method', choiceCell({ none: '无', actuarial: '精算' })),
  col('说明', 'note', textCell),
  col(
    '精算模型',
    'model',
    choiceCell({
      termLife: '定期寿险',
      wholeLife: '终身寿险',
      criticalIllness: '重疾险',
      increasingWholeLife: '增额终身寿险',
      annuity: '年金险',
    }),
  ),
  col('生命表', 'mortalityTable', textCell),
  col(
    '生命表类别',
    'mortalityClass',
    choiceCell({
      nonPensionI: '非养老类业务一表',
      nonPensionII: '非养老类业务二表',
      pension: '养老类业务表',
    }),
  ),
  col('重疾发生率表', 'ciTable', textCell),
  col('轻症发生比例', 'mildCiRatio', ratioCell),
  col(
    '未患重疾身故给付',
    'ciDeathBenefit',
    choiceCell({ sumInsured: '基本保额', premiumsPaid: '已交保费', none: '无' }),
    true,
  ),
  col('预定利率', 'interestRate', ratioCell),
  col('附加费用率', 'expenseLoadings', numbersCell),
  /** "20y=0.5,0.3,0.1；10y=0.4,0.2": the loadings of a payment term when they differ. */
  col('分交费期限附加费用率', 'expenseLoadingsByPaymentTerm', loadingsByTermCell, true),
  col('现金价值系数', 'cashValueScale', numberCell),
  col('现金价值爬升年数', 'cashValueRampYears', intCell, true),
  col('保额年增长率', 'declaredGrowthRate', ratioCell),
  col('年金领取比例', ['annuity', 'rate'], ratioCell),
  col('年金起领年龄', ['annuity', 'startAge'], intCell),
  col('年金起领年度', ['annuity', 'startYear'], intCell),
  col('领取前身故退还保费', ['annuity', 'refundPremiumsBeforeStart'], boolCell, true),
];
