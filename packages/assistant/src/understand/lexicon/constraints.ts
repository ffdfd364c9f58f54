// Constraint phrases agents add to a request or a follow-up ('只要保住院的', '预算再低一点',
// '保到80岁'), each a RegExp source (match on the normalised question, after typo and traditional
// fixes) → a constraint tag. Written from the catalogue's product fields (coverageTerms, waiting
// periods, guaranteed renewal, death benefit, payout counts, payment terms) and the ways agents ask
// for them. Where a tag carries a number (cover_to_age, payment_years, pension_start_age,
// sum_insured_at_most) the first capture group holds it, in Arabic or Chinese numerals.
// Negative forms have their own tags (without_death_benefit, social_insurance_no, non_smoker,
// no_return_of_premium) and the positive patterns exclude them, so every pattern can be tested on
// its own. A tag may have several patterns.
export const CONSTRAINT_WORDS: readonly { pattern: string; tag: string }[] = [
  // What the cover pays for
  {
    pattern: '只(?:要|想)?(?:保|报|管)住院|只要住院(?:的|险)|住院(?:才|就)(?:行|够|可以)',
    tag: 'inpatient_only',
  },
  { pattern: '(?:能|可以|要|包含|含)(?:报|保)?门(?:急)?诊|门诊(?:也能|也可以|能)报', tag: 'outpatient' },
  {
    pattern: '只(?:要|想)?保(?:癌症|恶性肿瘤)(?:和|跟|与|加|、)(?:心梗|心肌梗|心脑血管)',
    tag: 'cancer_heart_only',
  },
  { pattern: '只(?:要|想)?保(?:癌症|恶性肿瘤)(?![和跟与加、])|只防癌', tag: 'cancer_only' },
  { pattern: '(?:有|带|含|要)轻症|轻症(?:也)?(?:能|可以)?赔', tag: 'mild_cover' },
  { pattern: '(?:有|带|含|要)中症', tag: 'moderate_cover' },
  { pattern: '(?:不带|不含|没有|不要|去掉)身故', tag: 'without_death_benefit' },
  { pattern: '(?<![不没])(?:带|含|有|要|附加)身故', tag: 'with_death_benefit' },
  { pattern: '(?:可以|能|能够)?多次(?:赔|赔付|理赔)|(?:赔|赔付)(?:多次|好几次)', tag: 'multiple_payout' },
  { pattern: '单次(?:赔|赔付)|赔一次就(?:行|够)', tag: 'single_payout' },
  { pattern: '癌症(?:二次|多次)赔|癌症额外赔', tag: 'cancer_repeat_payout' },
  { pattern: '(?:有|带|含|要)(?:保费)?豁免', tag: 'premium_waiver' },
  { pattern: '(?:有|带|含|要|报|保)特药|特药(?:责任|保障)|外购药|院外(?:特)?药', tag: 'special_drugs' },
  { pattern: '(?:有|带|含|要)(?:住院)?(?:垫付|直付)', tag: 'direct_billing' },
  { pattern: '质子重离子', tag: 'proton_therapy' },
  { pattern: '(?:可以|能|支持)(?:按)?月领|按月领', tag: 'monthly_payout' },
  { pattern: '(?:保|含|包含)猝死', tag: 'sudden_death' },
  // Waiting period, renewal, underwriting
  { pattern: '(?:不要|没有|无|免|零)等待期', tag: 'no_waiting' },
  {
    pattern: '等待期(?:短|短一点|短些|越短越好)|等待期(?:[0-9]+|三十|六十)天(?:以内|之内|内)',
    tag: 'short_waiting',
  },
  { pattern: '保证续保', tag: 'guaranteed_renewal' },
  { pattern: '(?:不用|免|不需要|无需)体检', tag: 'no_medical_exam' },
  {
    pattern:
      '健康告知(?:宽松|松一点|少|简单|严|松|宽|难|多|复杂)|告知(?:严|宽松|松)|(?:宽松|简单)的健康告知|带病(?:也能|可以|能)?(?:投|买)',
    tag: 'lenient_underwriting',
  },
  { pattern: '(?:不限|不看|不挑)职业|(?:高危|[四五六456]类)职业(?:也)?(?:能|可以)', tag: 'any_occupation' },
  { pattern: '(?:0|零)免赔|免赔额(?:低|少|小)|没有免赔', tag: 'low_deductible' },
  // Social insurance
  {
    // '不限社保的医疗险': one that also insures people without social insurance.
    pattern: '(?:没有|没|无|不带|没交|断缴)社保|社保(?:断了|没交|没有|不限)|不限社保|不要求社保',
    tag: 'social_insurance_no',
  },
  { pattern: '(?<![没不])(?:有|带|交了|缴了|已有)社保|社保(?:有的|齐全|正常)', tag: 'social_insurance_yes' },
  // Cover period and ages
  { pattern: '(?<!投)保(?:障)?(?:到|至)([0-9一二三四五六七八九十]+)(?:周)?岁', tag: 'cover_to_age' },
  { pattern: '保(?:障)?([0-9一二三四五六七八九十]+)年(?!交|缴)', tag: 'cover_years' },
  { pattern: '保(?:障)?(?:到|至)?终身|终身保障|保一辈子|管一辈子', tag: 'cover_whole_life' },
  { pattern: '([0-9一二三四五六七八九十]+)(?:周)?岁(?:开始)?领', tag: 'pension_start_age' },
  // Payment
  { pattern: '(?:交|缴)(?:费)?([0-9一二三四五六七八九十]+)年', tag: 'payment_years' },
  { pattern: '([0-9一二三四五六七八九十]+)年(?:交|缴)', tag: 'payment_years' },
  { pattern: '趸交|趸缴|一次性(?:交|缴|付)(?:清|完)?', tag: 'single_premium' },
  { pattern: '月交|月缴|按月(?:交|缴|扣)|每个?月(?:交|缴|扣)', tag: 'monthly_payment' },
  { pattern: '(?<![0-9一二三四五六七八九十])(?:年交|年缴)|按年(?:交|缴)', tag: 'annual_payment' },
  { pattern: '交费期短|(?:短|少)(?:交|缴)几年|早点交完', tag: 'short_payment' },
  // Price and sum insured
  {
    pattern:
      '便宜(?:点|一点|些|一些|的)|(?:再|更)便宜|(?:预算|保费|价格)(?:再|能)?(?:低|少)(?:一)?点|(?:低|少)一点的预算|性价比(?:高|更高)',
    tag: 'cheaper',
  },
  {
    pattern: '贵(?:点|一点)(?:也|没关系|无所谓)|(?:预算|钱)(?:不是问题|充足|充裕)|保障好(?:一点|点)?的',
    tag: 'better_cover',
  },
  { pattern: '保额(?:高|大|高一点|越高越好)|高保额', tag: 'higher_sum_insured' },
  { pattern: '保额(?:低|小|少)(?:一)?点', tag: 'lower_sum_insured' },
  { pattern: '保额(?:不超过|最多|以内)([0-9一二三四五六七八九十百千万]+)', tag: 'sum_insured_at_most' },
  // Savings products
  { pattern: '(?:不要|不想要|不考虑|不喜欢)(?:返还|返本|还本)', tag: 'no_return_of_premium' },
  { pattern: '(?<!不要|不想要|不考虑|不喜欢)(?:返还|返本|还本|保本)', tag: 'return_of_premium' },
  { pattern: '消费型|纯保障', tag: 'consumption' },
  { pattern: '回本快|早(?:点)?回本|现(?:金)?价(?:值)?(?:高|回本快)', tag: 'fast_payback' },
  { pattern: '(?:能|可以)(?:减保|部分领取|随时取)|取钱(?:方便|灵活)|流动性好', tag: 'flexible_withdrawal' },
  { pattern: '(?:能|可以)(?:做)?保单贷款|(?:能|可以)贷款', tag: 'policy_loan' },
  { pattern: '分红', tag: 'participating' },
  { pattern: '(?:领|返)(?:得)?(?:早|快)|早(?:点)?(?:领|返)', tag: 'early_payout' },
  { pattern: '领(?:得)?(?:多|最多)', tag: 'higher_payout' },
  { pattern: '保证领取', tag: 'guaranteed_payout' },
  // Catalogue filters
  { pattern: '(?:在售|还在卖|能买到|现在能买)', tag: 'on_sale_only' },
  { pattern: '(?:停售|老版|旧版|以前的版本)', tag: 'discontinued' },
  { pattern: '(?:新版|最新版|[0-9]{4}版)', tag: 'version' },
  { pattern: '(?:线上|网上|手机上)(?:投保|买|就能买)', tag: 'online' },
  // Person details that narrow the choice
  { pattern: '(?:不抽烟|不吸烟|非吸烟)', tag: 'non_smoker' },
  { pattern: '(?<![不非])(?:抽烟|吸烟)|烟民', tag: 'smoker' },
  { pattern: '(?:适合)?女性(?:专属|特定)|女生(?:专属|专用)', tag: 'female_specific' },
  { pattern: '(?:给|适合)(?:孩子|小孩|宝宝|儿童)', tag: 'for_child' },
  { pattern: '(?:给|适合)(?:老人|老年人|爸妈|父母)', tag: 'for_elderly' },
  { pattern: '(?:房贷|车贷|贷款)(?:还有|还剩|剩)', tag: 'has_debt' },
];
