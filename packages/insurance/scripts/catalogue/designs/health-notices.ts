// 健康告知 of the demo products (decision 044): yes/no questions in the style Chinese insurers print on
// the application, each tagged with what it asks about in the pre-underwriting vocabulary. Fictional, like
// the products; written to fit each product's description: traditional products ask about any abnormal
// finding (the rule table's verdicts stand), online products ask from a threshold up, products sold to
// people with health conditions (带病可投) ask only about severe ones. Annuities carry none: the rule
// table takes them at standard rates whatever is found.
import type { ConditionCode, HealthNotice, HealthNoticeAsk } from '@broker/contract';

/** What a question asks about: a condition, from the bands given (none = any abnormal finding). */
const ask = (condition: ConditionCode, ...bands: string[]): HealthNoticeAsk =>
  bands.length > 0 ? { condition, bands } : { condition };
const q = (question: string, ...asks: HealthNoticeAsk[]) => ({ question, asks });

const NODULE_4_UP = ['tirads_4a', 'tirads_4bc', 'tirads_5'];
const BREAST_4_UP = ['birads_4a', 'birads_4bc', 'birads_5'];
/** Any nodule, whatever its grade or size. */
const ANY_NODULE = [ask('thyroid_nodule'), ask('breast_nodule'), ask('lung_nodule')];

// Questions several notices share.
const HOSPITAL_2Y = q(
  '过去2年内是否曾住院治疗，或被医生建议住院、手术而未进行？（因分娩、阑尾炎、胆囊炎、急性胃肠炎或意外骨折住院，已痊愈出院满3个月的除外）',
);
const SYMPTOMS_1Y = q(
  '过去1年内是否有持续超过30天的身体不适症状（如反复头痛、胸闷胸痛、咳血、便血、不明原因消瘦），或因同一疾病就诊3次以上？',
);
const CANCER = q(
  '是否曾患有或正在患有恶性肿瘤（含白血病、淋巴瘤）、原位癌、交界性肿瘤，或被医生建议进一步检查以排除肿瘤？',
  ask('cancer_history'),
);
const EXAM_ABNORMAL = q(
  '过去1年内健康体检或医学检查中，血压、血糖、糖化血红蛋白、血脂、尿酸、肝功能、乙肝两对半、心电图、彩超、CT或X光是否有结果异常？',
  ask('blood_pressure'),
  ask('glucose'),
  ask('lipids'),
  ask('uric_acid'),
  ask('hepatitis_b'),
  ask('ecg'),
  ...ANY_NODULE,
);
const CHRONIC_DISEASES = q(
  '是否曾患有或正在患有：高血压、糖尿病、冠心病、心肌梗死、心律失常、心肌病、脑卒中、慢性肝炎、肝硬化、慢性肾病、慢性阻塞性肺病、系统性红斑狼疮？',
  ask('blood_pressure'),
  ask('glucose', 'diabetes', 'diabetes_poor'),
  ask('ecg', 'st_t', 'major'),
  ask('hepatitis_b'),
);
const HEPATITIS_B_ANY = q(
  '是否为乙肝表面抗原（HBsAg）阳性，包括乙肝病毒携带、乙肝小三阳、大三阳？',
  ask('hepatitis_b'),
);
const NODULES_ANY = q('是否发现甲状腺结节、乳腺结节或肿块、肺结节或肺部阴影？', ...ANY_NODULE);
const BMI_28 = q(
  '体重指数（BMI＝体重kg÷身高m²）是否≥28或<18.5？',
  ask('bmi', 'underweight', 'obese', 'obese_severe'),
);
const BMI_32 = q('体重指数（BMI＝体重kg÷身高m²）是否≥32？', ask('bmi', 'obese_severe'));
const PREGNANT = q('（女性）目前是否怀孕？', ask('pregnancy'));
const PREGNANT_28W = q('（女性）目前是否怀孕28周及以上？', ask('pregnancy', 'ge_28w'));
const HYPERTENSION_160 = q(
  '是否患有高血压，且收缩压≥160mmHg或舒张压≥100mmHg（服药后测量亦同）？',
  ask('blood_pressure', 'grade_2', 'grade_3'),
);
const DIABETES = q('是否患有糖尿病？', ask('glucose', 'diabetes', 'diabetes_poor'));
const HEART_SEVERE = q(
  '是否患有冠心病、心肌梗死、心功能不全、需要治疗的心律失常，或心电图提示心肌缺血、心肌梗死？',
  ask('ecg', 'major'),
);
const HEPATITIS_B_ACTIVE = q(
  '是否患有慢性肝炎、肝硬化，或为乙肝大三阳、HBV-DNA≥2000 IU/mL、转氨酶（ALT/AST）超过正常值上限？（乙肝病毒携带或小三阳且肝功能正常的，无需告知）',
  ask('hepatitis_b', 'da_sanyang', 'dna_high', 'liver_abnormal'),
);
const NODULES_4_UP = q(
  '甲状腺结节或乳腺结节是否经超声评为4类及以上（TI-RADS/BI-RADS 4a、4b、4c、5类）或未注明分级，肺结节直径是否≥8mm？',
  ask('thyroid_nodule', ...NODULE_4_UP),
  ask('breast_nodule', ...BREAST_4_UP),
  ask('lung_nodule', '8_15mm', 'ge_15mm'),
);

/** Traditional critical illness and medical cover: any abnormal finding is asked about. */
const TRADITIONAL: HealthNotice = [
  SYMPTOMS_1Y,
  HOSPITAL_2Y,
  EXAM_ABNORMAL,
  CHRONIC_DISEASES,
  HEPATITIS_B_ANY,
  NODULES_ANY,
  CANCER,
  BMI_28,
  PREGNANT,
];

const WOMEN_CRITICAL_ILLNESS: HealthNotice = [
  ...TRADITIONAL,
  q(
    '（女性）是否患有或曾患有乳腺增生伴结节、子宫肌瘤、卵巢囊肿、宫颈上皮内瘤变（CIN），或HPV持续感染超过1年？',
    ask('breast_nodule'),
  ),
];

/** Children's critical illness: birth, development and the diseases of childhood. */
const CHILD_CRITICAL_ILLNESS: HealthNotice = [
  q('（2周岁以下）是否为早产儿（孕周<37周）、出生体重低于2.5公斤，或出生后曾入住新生儿重症监护室？'),
  q('是否患有先天性疾病、遗传性疾病或染色体异常，或经医生诊断发育迟缓、智力障碍？'),
  HOSPITAL_2Y,
  CANCER,
  q(
    '是否曾患有或正在患有：癫痫、哮喘、川崎病、肾病综合征、心脏病、慢性肝炎或乙肝病毒携带？',
    ask('hepatitis_b'),
    ask('ecg', 'st_t', 'major'),
  ),
  q('是否发现任何肿块、结节或包块（含甲状腺、乳腺、肺部、淋巴结）？', ...ANY_NODULE),
];

/** Sold online with smart underwriting: nodules from grade 4 or 6 mm up, the metabolic values strictly. */
const ONLINE_CRITICAL_ILLNESS: HealthNotice = [
  HOSPITAL_2Y,
  CANCER,
  q(
    '是否患有高血压（收缩压≥140mmHg或舒张压≥90mmHg）、糖尿病或空腹血糖≥6.1mmol/L、冠心病、心律失常、心肌病或脑卒中？',
    ask('blood_pressure'),
    ask('glucose'),
    ask('ecg', 'st_t', 'major'),
  ),
  q('是否为乙肝表面抗原阳性（含乙肝病毒携带、小三阳、大三阳），或患有慢性肝炎、肝硬化？', ask('hepatitis_b')),
  q(
    '甲状腺结节或乳腺结节是否经超声评为4类及以上（TI-RADS/BI-RADS 4a、4b、4c、5类）或未注明分级，肺结节直径是否≥6mm？',
    ask('thyroid_nodule', ...NODULE_4_UP),
    ask('breast_nodule', ...BREAST_4_UP),
    ask('lung_nodule', '6_8mm', '8_15mm', 'ge_15mm'),
  ),
  BMI_28,
  PREGNANT,
];

/** 带病可投 critical illness: only severe or uncontrolled conditions are asked about. */
const LENIENT_CRITICAL_ILLNESS: HealthNotice = [
  q('过去1年内是否曾因疾病住院治疗超过7天，或被医生建议手术而未进行？'),
  CANCER,
  q(
    '是否曾患有或正在患有：心肌梗死、需放支架或搭桥的冠心病、脑卒中、肝硬化、肾功能衰竭、慢性阻塞性肺病？',
    ask('ecg', 'major'),
  ),
  HYPERTENSION_160,
  q(
    '是否患有糖尿病，且糖化血红蛋白≥8%或空腹血糖≥10mmol/L，或已出现糖尿病并发症？',
    ask('glucose', 'diabetes_poor'),
  ),
  q(
    '乙肝患者：HBV-DNA是否≥2000 IU/mL，或转氨酶（ALT/AST）是否超过正常值上限？（小三阳、大三阳且HBV-DNA与肝功能正常的，无需告知）',
    ask('hepatitis_b', 'dna_high', 'liver_abnormal'),
  ),
  NODULES_4_UP,
  BMI_32,
  PREGNANT_28W,
];

/** Named diseases from a threshold up: the core of loose online notices. */
const LOOSE_CORE: HealthNotice = [
  HOSPITAL_2Y,
  CANCER,
  HYPERTENSION_160,
  DIABETES,
  HEART_SEVERE,
  HEPATITIS_B_ACTIVE,
  NODULES_4_UP,
];

/** Online 百万医疗 of the loose kind. */
const LOOSE_MEDICAL: HealthNotice = [SYMPTOMS_1Y, ...LOOSE_CORE, BMI_32, PREGNANT_28W];

/** Medical cover for people with chronic conditions: their complications and severe disease only. */
const CHRONIC_MEDICAL: HealthNotice = [
  q('过去1年内是否曾因疾病住院超过15天？（因高血压、糖尿病常规住院调整用药的除外）'),
  CANCER,
  q(
    '是否患有高血压，且收缩压≥180mmHg或舒张压≥110mmHg，或已出现高血压引起的心、脑、肾并发症？',
    ask('blood_pressure', 'grade_3'),
  ),
  q(
    '是否患有糖尿病，且糖化血红蛋白≥8%或空腹血糖≥10mmol/L，或已出现糖尿病足、糖尿病肾病、视网膜病变？',
    ask('glucose', 'diabetes_poor'),
  ),
  q(
    '是否患有肝硬化，或乙肝HBV-DNA≥2000 IU/mL、转氨酶超过正常值上限？',
    ask('hepatitis_b', 'dna_high', 'liver_abnormal'),
  ),
  q('是否患有心肌梗死、心力衰竭、需要治疗的严重心律失常，或曾发生脑卒中？', ask('ecg', 'major')),
  q(
    '甲状腺结节或乳腺结节是否经超声评为4b类及以上或未注明分级，肺结节直径是否≥15mm？',
    ask('thyroid_nodule', 'tirads_4bc', 'tirads_5'),
    ask('breast_nodule', 'birads_4bc', 'birads_5'),
    ask('lung_nodule', 'ge_15mm'),
  ),
  BMI_32,
  PREGNANT_28W,
];

/** Products for people over 45–50: the diseases of later life, from a threshold up; no pregnancy. */
const SENIOR: HealthNotice = [
  q('过去1年内是否曾因疾病住院治疗超过7天，或被医生建议手术而未进行？'),
  CANCER,
  HYPERTENSION_160,
  DIABETES,
  q(
    '是否患有冠心病、心肌梗死、心律失常、心肌病、脑卒中，或心电图提示ST-T改变、心肌缺血？',
    ask('ecg', 'st_t', 'major'),
  ),
  HEPATITIS_B_ACTIVE,
  NODULES_4_UP,
  BMI_32,
];

/** Children's outpatient cover. */
const CHILD_MEDICAL: HealthNotice = [
  q('是否患有先天性疾病、遗传性疾病或染色体异常，或经医生诊断发育迟缓？'),
  q('过去1年内是否因同一疾病门诊就诊超过5次，或曾住院治疗？'),
  q('是否患有或曾患有哮喘、川崎病、肾病综合征、癫痫、白血病或其他恶性肿瘤？', ask('cancer_history')),
  q('是否为乙肝表面抗原（HBsAg）阳性？', ask('hepatitis_b')),
];

/**
 * Traditional term and whole life cover: as strict as critical illness, without the symptoms and
 * pregnancy questions, with the sum already insured elsewhere.
 */
const STRICT_LIFE: HealthNotice = [
  ...TRADITIONAL.filter((question) => question !== SYMPTOMS_1Y && question !== PREGNANT),
  q('已有或正在申请的其他人身保险身故保额累计是否超过300万元？'),
];

/** Term life sold online within a no-medical limit. */
const ONLINE_LIFE: HealthNotice = [
  ...LOOSE_CORE,
  q('体重指数（BMI＝体重kg÷身高m²）是否≥32或<18.5？', ask('bmi', 'underweight', 'obese_severe')),
];

/** 增额终身寿: the death benefit follows the cash value, so only grave illness is asked about. */
const SAVINGS_LIFE: HealthNotice = [
  q('过去2年内是否曾住院治疗，或被医生建议手术而未进行？'),
  CANCER,
  q('是否患有或曾患有：心肌梗死、脑卒中、肝硬化、肾功能衰竭、瘫痪、阿尔茨海默病？', ask('ecg', 'major')),
];

/** Accident cover asks about occupation and what makes accidents likelier, not about exam findings. */
const ACCIDENT: HealthNotice = [
  q('被保险人目前从事的职业是否超出本产品可投保的职业类别？'),
  q('是否患有癫痫、精神疾病、帕金森病、瘫痪，或双目失明、肢体残疾？'),
  q('已有或正在申请的其他意外险身故保额累计是否超过300万元？'),
];

const SENIOR_ACCIDENT: HealthNotice = [
  q('是否患有癫痫、帕金森病、阿尔茨海默病、瘫痪、严重骨质疏松，或曾发生病理性骨折？'),
  q('是否曾患有或正在患有恶性肿瘤，或有脑卒中后遗症？', ask('cancer_history')),
  q('是否患有高血压，且收缩压≥180mmHg或舒张压≥110mmHg？', ask('blood_pressure', 'grade_3')),
  q('过去1年内是否曾因疾病住院治疗？'),
];

const CHILD_ACCIDENT: HealthNotice = [
  q('是否患有癫痫、先天性心脏病、脑瘫、智力障碍，或肢体残疾？'),
  q('已有或正在申请的其他保险身故保额累计是否已达到未成年人限额（不满10周岁20万元，10至17周岁50万元）？'),
];

/** Each demo product's notice, by code; the generator refuses a code that is not a design. */
export const HEALTH_NOTICES: Readonly<Record<string, HealthNotice>> = {
  'QYRS-CI01': TRADITIONAL,
  'QYRS-CI02': TRADITIONAL,
  'HYRS-CI01': TRADITIONAL,
  'HYRS-CI02': WOMEN_CRITICAL_ILLNESS,
  'HYRS-CI03': TRADITIONAL,
  'CYRS-CI01': ONLINE_CRITICAL_ILLNESS,
  'CYRS-CI02': ONLINE_CRITICAL_ILLNESS,
  'QHRS-CI01': CHILD_CRITICAL_ILLNESS,
  'ALJK-CI01': TRADITIONAL,
  'ALJK-CI02': ONLINE_CRITICAL_ILLNESS,
  'KHJK-CI01': LENIENT_CRITICAL_ILLNESS,
  'SBRS-CI01': TRADITIONAL,
  'JHRS-CI01': TRADITIONAL,
  'HNRS-CI01': TRADITIONAL,
  'HNRS-CI02': CHILD_CRITICAL_ILLNESS,
  'ALJK-MED01': TRADITIONAL,
  'ALJK-MED02': TRADITIONAL,
  'ALJK-MED03': TRADITIONAL,
  'KHJK-MED01': TRADITIONAL,
  'KHJK-MED02': CHRONIC_MEDICAL,
  'KHJK-MED03': SENIOR,
  'SAPC-MED01': TRADITIONAL,
  'SAPC-MED02': CHILD_MEDICAL,
  'QYRS-MED01': TRADITIONAL,
  'CYRS-MED01': LOOSE_MEDICAL,
  'QHRS-MED01': LOOSE_MEDICAL,
  'SBRS-TL01': STRICT_LIFE,
  'SBRS-TL02': STRICT_LIFE,
  'CYRS-TL01': ONLINE_LIFE,
  'CYRS-TL02': STRICT_LIFE,
  'QHRS-TL01': STRICT_LIFE,
  'QHRS-TL02': STRICT_LIFE,
  'QYRS-TL01': STRICT_LIFE,
  'HYRS-TL01': STRICT_LIFE,
  'HNRS-TL01': STRICT_LIFE,
  'SBRS-WL01': STRICT_LIFE,
  'SBRS-WL02': SENIOR,
  'HNRS-WL01': STRICT_LIFE,
  'HNRS-WL02': STRICT_LIFE,
  'QYRS-WL01': STRICT_LIFE,
  'JHRS-WL01': STRICT_LIFE,
  'QYRS-IWL01': SAVINGS_LIFE,
  'JHRS-IWL01': SAVINGS_LIFE,
  'JHRS-IWL02': SAVINGS_LIFE,
  'JHRS-IWL03': SAVINGS_LIFE,
  'QYRS-IWL02': SAVINGS_LIFE,
  'SBRS-IWL01': SAVINGS_LIFE,
  'HNRS-IWL01': SAVINGS_LIFE,
  'CYRS-IWL01': SAVINGS_LIFE,
  'SAPC-ACC01': ACCIDENT,
  'SAPC-ACC02': CHILD_ACCIDENT,
  'SAPC-ACC03': SENIOR_ACCIDENT,
  'QHRS-ACC01': ACCIDENT,
  'QHRS-ACC02': ACCIDENT,
  'CYRS-ACC01': ACCIDENT,
  'ALJK-ACC01': ACCIDENT,
  'QYRS-ACC01': ACCIDENT,
  'HYRS-ACC01': ACCIDENT,
};
