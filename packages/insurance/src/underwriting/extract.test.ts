import { describe, expect, it } from 'vitest';
import { extractConditions } from './extract.js';
import type { ConditionCode, FoundCondition } from './types.js';

const find = (text: string, code: ConditionCode): FoundCondition | undefined =>
  extractConditions(text).find((c) => c.code === code);

describe('extractConditions', () => {
  it('thyroid nodule: TI-RADS grade, largest size in mm, the sentence', () => {
    const text =
      '姓名：李四\n甲状腺超声：甲状腺右叶见低回声结节，大小约1.2×0.8cm，TI-RADS 4a类。\n肝胆未见异常';
    const c = find(text, 'thyroid_nodule');
    expect(c).toMatchObject({ band: 'tirads_4a', values: { grade: '4a', sizeMm: 12 } });
    expect(c?.sources[0]).toContain('TI-RADS 4a类');
  });
  it('thyroid nodule graded "3级" without RADS, and 未见结节 is no nodule', () => {
    expect(find('甲状腺结节3级，大小5mm', 'thyroid_nodule')?.band).toBe('tirads_1_3');
    expect(find('甲状腺：形态正常，未见明显结节', 'thyroid_nodule')).toBeUndefined();
    expect(find('甲状腺左叶结节', 'thyroid_nodule')?.band).toBe('ungraded');
  });
  it('breast nodule: BI-RADS', () => {
    const c = find('乳腺彩超：左乳10点钟方向低回声结节 8x5mm，BI-RADS 3类', 'breast_nodule');
    expect(c).toMatchObject({ band: 'birads_1_3', values: { grade: '3', sizeMm: 8 } });
    expect(find('双侧乳腺结节，BI-RADS 4b类', 'breast_nodule')?.band).toBe('birads_4bc');
    expect(find('钼靶：左乳内上象限肿块伴钙化，BI-RADS 4c类', 'breast_nodule')?.band).toBe('birads_4bc');
  });
  it('lung nodule: size bands, ground glass', () => {
    expect(find('胸部CT：右肺上叶实性结节，直径约5mm', 'lung_nodule')?.band).toBe('lt_6mm');
    const c = find('胸部CT：左肺下叶磨玻璃结节，大小约1.0x0.9cm', 'lung_nodule');
    expect(c).toMatchObject({ band: '8_15mm', values: { sizeMm: 10, groundGlass: '磨玻璃' } });
    expect(find('双肺未见结节', 'lung_nodule')).toBeUndefined();
  });
  it('hepatitis B: 小三阳 with normal liver function', () => {
    const text = '乙肝五项：HBsAg 阳性，HBeAg 阴性，抗-HBe 阳性，抗-HBc 阳性\nALT 25 U/L AST 22 U/L';
    expect(find(text, 'hepatitis_b')).toMatchObject({ band: 'xiao_sanyang', values: { alt: 25, ast: 22 } });
  });
  it('hepatitis B: 大三阳, HBV-DNA high, liver abnormal', () => {
    expect(find('乙肝表面抗原(+)，e抗原(+)，肝功能正常', 'hepatitis_b')?.band).toBe('da_sanyang');
    const dna = find('乙肝小三阳\nHBV-DNA 3.2x10^4 IU/mL', 'hepatitis_b');
    expect(dna).toMatchObject({ band: 'dna_high', values: { hbvDna: 32000 } });
    expect(find('乙肝大三阳，丙氨酸氨基转移酶 86 U/L', 'hepatitis_b')?.band).toBe('liver_abnormal');
    expect(find('乙肝表面抗原 阴性', 'hepatitis_b')).toBeUndefined();
    // OCR joins a table row without separators: HBeAg's own result is 阴性, not the 阳性 after it.
    expect(find('乙肝五项HBsAg阳性HBeAg阴性抗-HBe 阳性抗-HBc 阳性', 'hepatitis_b')?.band).toBe(
      'xiao_sanyang',
    );
  });
  it('blood pressure: grades and history', () => {
    expect(find('血压：145/95 mmHg', 'blood_pressure')?.band).toBe('grade_1');
    expect(find('BP 165/100mmHg', 'blood_pressure')?.band).toBe('grade_2');
    expect(find('血压 185/112', 'blood_pressure')?.band).toBe('grade_3');
    expect(find('血压 118/76 mmHg', 'blood_pressure')?.band).toBe('normal');
    expect(find('既往高血压病史5年，服药控制', 'blood_pressure')?.band).toBe('history');
    expect(find('否认高血压、糖尿病病史', 'blood_pressure')).toBeUndefined();
  });
  it('glucose: fasting glucose and HbA1c', () => {
    expect(find('空腹血糖 6.4 mmol/L', 'glucose')?.band).toBe('impaired');
    expect(find('空腹血糖 7.6 mmol/L 糖化血红蛋白 7.1%', 'glucose')?.values).toEqual({
      fastingGlucose: 7.6,
      hba1c: 7.1,
    });
    expect(find('糖化血红蛋白(HbA1c) 8.9 %', 'glucose')?.band).toBe('diabetes_poor');
    expect(find('空腹血糖 5.1', 'glucose')?.band).toBe('normal');
  });
  // Cut-offs from the Chinese type 2 diabetes guideline (2020) and WHO 1999: fasting plasma glucose
  // < 6.1 normal, 6.1–6.9 impaired fasting glucose, ≥ 7.0 diabetes; 2 h after a 75 g load < 7.8 normal,
  // 7.8–11.0 impaired tolerance, ≥ 11.1 diabetes; a random value ≥ 11.1 with symptoms is diabetes.
  it('glucose without 空腹 is read as the fasting value, by the fasting cut-offs', () => {
    expect(find('血糖7.5', 'glucose')).toMatchObject({ band: 'diabetes', values: { fastingGlucose: 7.5 } });
    expect(find('血糖：6.5 mmol/L', 'glucose')?.band).toBe('impaired');
    expect(find('血糖 5.6', 'glucose')?.band).toBe('normal');
    expect(find('客户血糖11.2，在吃药', 'glucose')?.band).toBe('diabetes_poor');
    expect(find('血糖7.5', 'glucose')?.summary).toContain('未注明空腹');
    // A number further on belongs to the next item, not to 血糖.
    expect(find('血糖偏高，血压150/95', 'glucose')).toBeUndefined();
  });
  it('glucose two hours after a meal or load, and a random value, by their own cut-offs', () => {
    expect(find('餐后2小时血糖 9.0 mmol/L', 'glucose')?.band).toBe('impaired');
    expect(find('OGTT 2小时血糖 12.4', 'glucose')?.band).toBe('diabetes');
    expect(find('餐后血糖 6.8', 'glucose')?.band).toBe('normal');
    // 7.5 two hours after a meal is normal: it must not be read as a fasting 7.5.
    expect(find('餐后2小时血糖7.5', 'glucose')?.values).toEqual({ postLoadGlucose: 7.5 });
    expect(find('随机血糖 13.0', 'glucose')?.band).toBe('diabetes');
    expect(find('随机血糖 7.5', 'glucose')).toBeUndefined();
  });
  it('BMI: stated, or from height and weight', () => {
    expect(find('体重指数(BMI) 29.4', 'bmi')?.band).toBe('obese');
    expect(find('身高 170 cm 体重 80 kg', 'bmi')).toMatchObject({
      band: 'overweight',
      values: { bmi: 27.7 },
    });
  });
  it('lipids: total cholesterol, triglycerides, LDL', () => {
    expect(find('总胆固醇 6.5 mmol/L 甘油三酯 1.8 mmol/L', 'lipids')?.band).toBe('high');
    expect(find('甘油三酯(TG) 6.2 mmol/L', 'lipids')?.band).toBe('very_high');
    expect(find('低密度脂蛋白胆固醇 3.0 mmol/L', 'lipids')?.band).toBe('normal');
  });
  it('uric acid and gout', () => {
    expect(find('尿酸 520 μmol/L', 'uric_acid')?.band).toBe('high');
    expect(find('血尿酸 560 umol/L', 'uric_acid')?.band).toBe('very_high');
    expect(find('痛风病史2年', 'uric_acid')?.band).toBe('gout');
  });
  it('ECG: the worst finding', () => {
    expect(find('心电图：窦性心动过缓', 'ecg')?.band).toBe('minor');
    expect(find('心电图：窦性心律，ST-T改变', 'ecg')?.band).toBe('st_t');
    expect(find('心电图提示心房颤动', 'ecg')?.band).toBe('major');
    expect(find('心电图：窦性心律，正常心电图', 'ecg')).toBeUndefined();
  });
  it('cancer history, not CEA nor a denial', () => {
    expect(find('既往史：2019年乳腺癌术后，已完成化疗', 'cancer_history')?.band).toBe('malignant');
    expect(find('宫颈原位癌术后3年', 'cancer_history')?.band).toBe('in_situ');
    expect(find('癌胚抗原(CEA) 2.1 ng/mL，正常', 'cancer_history')).toBeUndefined();
    expect(find('否认肿瘤病史，否认恶性肿瘤家族史', 'cancer_history')).toBeUndefined();
    // Pregnancy told in months (about 4.3 weeks each): 5 months is before 28 weeks, 7 after.
    expect(find('客户怀孕5个月能买什么保险', 'pregnancy')?.band).toBe('lt_28w');
    expect(find('怀孕七个月了', 'pregnancy')?.band).toBe('ge_28w');
    // As an agent tells it in the chat: the cancer named without the words around it.
    expect(find('得乳腺癌还能买重疾吗', 'cancer_history')?.values).toEqual({ cancer: '乳腺癌' });
    expect(find('客户三年前甲状腺癌做了手术', 'cancer_history')?.values).toEqual({ cancer: '甲状腺癌' });
    expect(find('癌症筛查都正常', 'cancer_history')).toBeUndefined();
  });
  it('pregnancy with weeks', () => {
    expect(find('宫内孕 20 周，单活胎', 'pregnancy')).toMatchObject({
      band: 'lt_28w',
      values: { weeks: 20 },
    });
    expect(find('妊娠30周', 'pregnancy')?.band).toBe('ge_28w');
    expect(find('早孕', 'pregnancy')?.band).toBe('unspecified');
    // Told by trimester or as 孕妇: the band where the trimester fixes it, no week invented.
    expect(find('客户孕晚期了能买意外险吗', 'pregnancy')).toMatchObject({ band: 'ge_28w', values: {} });
    expect(find('孕中期可以投保重疾吗', 'pregnancy')?.band).toBe('lt_28w');
    expect(find('孕妇能买重疾险吗', 'pregnancy')?.band).toBe('unspecified');
    expect(find('否认妊娠', 'pregnancy')).toBeUndefined();
  });
  it('a report in another language or without findings gives nothing', () => {
    expect(extractConditions('Physical examination: all normal.')).toEqual([]);
    expect(extractConditions('')).toEqual([]);
  });
});
