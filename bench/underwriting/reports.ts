// Labelled report texts for the extraction bench (issue 15). Written by hand in the styles agents
// photograph: physical-exam summaries, ultrasound and CT findings, lab tables, discharge notes, and
// typed notes. Each label is `code:band`, decided from the text by the clinical cut-offs in
// docs/decisions/024 — never from the extractor's output. Normal measured values count as a finding
// with band 'normal' (a report showing a normal blood pressure is evidence too).

/**
 * The conditions the A4 page the underwriting benches photograph states (report-photo.ts), as
 * `condition:band` by decision 024's cut-offs.
 */
export const PHOTO_CONDITIONS = [
  'bmi:obese',
  'blood_pressure:grade_1',
  'thyroid_nodule:tirads_1_3',
  'lung_nodule:lt_6mm',
  'ecg:st_t',
  'glucose:impaired',
  'lipids:high',
  'uric_acid:high',
  'hepatitis_b:xiao_sanyang',
];

export interface LabelledReport {
  text: string;
  labels: string[];
}

export const REPORTS: LabelledReport[] = [
  {
    text: '健康体检报告\n姓名：张某 性别：男 年龄：45岁\n血压：145/95 mmHg\n空腹血糖：6.8 mmol/L\n甲状腺超声：甲状腺右叶结节，大小约1.2×0.8cm，TI-RADS 3类',
    labels: ['blood_pressure:grade_1', 'glucose:impaired', 'thyroid_nodule:tirads_1_3'],
  },
  {
    text: '超声所见：甲状腺左叶见一低回声结节，大小约0.6x0.5cm，边界不清，纵横比>1。\n超声提示：甲状腺左叶实性结节（C-TIRADS 4b类）',
    labels: ['thyroid_nodule:tirads_4bc'],
  },
  { text: '甲状腺：形态大小正常，实质回声均匀，未见明显结节。', labels: [] },
  {
    text: '乳腺彩超：右乳外上象限可见低回声结节，大小约9x6mm，形态规则，BI-RADS 3类。\n左乳未见明显异常。',
    labels: ['breast_nodule:birads_1_3'],
  },
  {
    text: '钼靶：左乳内上象限肿块伴细小钙化，BI-RADS 4c类，建议活检。',
    labels: ['breast_nodule:birads_4bc'],
  },
  {
    text: '胸部CT平扫：右肺上叶尖段见实性小结节，直径约4mm，边界清。\n诊断意见：右肺上叶微小结节，建议年度复查。',
    labels: ['lung_nodule:lt_6mm'],
  },
  { text: '胸部CT：左肺下叶见磨玻璃结节，大小约12x10mm，建议3个月后复查。', labels: ['lung_nodule:8_15mm'] },
  { text: '胸部CT：双肺纹理清晰，未见结节及占位。', labels: [] },
  {
    text: '乙肝两对半：乙肝表面抗原（HBsAg）阳性；乙肝表面抗体 阴性；e抗原 阴性；e抗体 阳性；核心抗体 阳性。\n肝功能：谷丙转氨酶 22 U/L 谷草转氨酶 19 U/L',
    labels: ['hepatitis_b:xiao_sanyang'],
  },
  {
    text: '既往史：乙肝大三阳10年，未规律治疗。\nHBV-DNA：5.6×10^6 IU/mL\nALT 35 U/L',
    labels: ['hepatitis_b:dna_high'],
  },
  {
    text: '检验结果：HBsAg(+) HBeAg(+) 抗-HBc(+)\n丙氨酸氨基转移酶 92 U/L ↑\n天门冬氨酸氨基转移酶 61 U/L ↑',
    labels: ['hepatitis_b:liver_abnormal'],
  },
  { text: '乙肝五项：全部阴性。肝功能正常。', labels: [] },
  { text: '测量血压 128/82 mmHg，心率 72 次/分。', labels: ['blood_pressure:normal'] },
  { text: '主诉：头晕1周。查体：BP 172/104mmHg。诊断：高血压2级', labels: ['blood_pressure:grade_2'] },
  { text: '既往高血压病史8年，口服氨氯地平控制，自述控制良好。', labels: ['blood_pressure:history'] },
  { text: '血压 186/115 mmHg，建议立即就医。', labels: ['blood_pressure:grade_3'] },
  {
    text: '生化检查：空腹血糖 7.9 mmol/L ↑ 糖化血红蛋白 7.2 %\n诊断：2型糖尿病',
    labels: ['glucose:diabetes'],
  },
  { text: '糖化血红蛋白(HbA1c)：9.1% 偏高，空腹血糖 11.2 mmol/L', labels: ['glucose:diabetes_poor'] },
  { text: 'GLU 5.3 mmol/L', labels: ['glucose:normal'] },
  { text: '否认高血压、糖尿病、冠心病病史。', labels: [] },
  { text: '一般检查：身高 175 cm，体重 92 kg。', labels: ['bmi:obese'] },
  { text: '体重指数(BMI)：22.6', labels: ['bmi:normal'] },
  { text: '身高 160cm 体重 45kg', labels: ['bmi:underweight'] },
  {
    text: '血脂四项：总胆固醇 6.8 mmol/L ↑ 甘油三酯 2.6 mmol/L ↑ 高密度脂蛋白 1.1 mmol/L 低密度脂蛋白 4.3 mmol/L ↑',
    labels: ['lipids:high'],
  },
  { text: '甘油三酯 8.1 mmol/L，提示重度高甘油三酯血症', labels: ['lipids:very_high'] },
  { text: '血尿酸 498 μmol/L ↑', labels: ['uric_acid:high'] },
  { text: '既往痛风病史3年，发作时服用秋水仙碱。', labels: ['uric_acid:gout'] },
  { text: '心电图：窦性心律，大致正常心电图。', labels: [] },
  { text: '心电图提示：窦性心动过缓（心率52次/分）。', labels: ['ecg:minor'] },
  { text: '心电图：窦性心律，ST段压低，T波倒置。建议心内科就诊。', labels: ['ecg:st_t'] },
  { text: '动态心电图：阵发性心房颤动，最长持续2小时。', labels: ['ecg:major'] },
  {
    text: '既往史：2018年行左乳腺癌改良根治术，术后化疗6周期，现定期复查。',
    labels: ['cancer_history:malignant'],
  },
  { text: '2021年诊断为甲状腺乳头状癌，已行甲状腺全切术。', labels: ['cancer_history:malignant'] },
  { text: '宫颈原位癌LEEP术后2年，复查未见异常。', labels: ['cancer_history:in_situ'] },
  { text: '肿瘤标志物：癌胚抗原(CEA) 1.8 ng/mL，甲胎蛋白 3.2 ng/mL，均在正常范围。', labels: [] },
  { text: '否认肿瘤病史，否认家族遗传病史。', labels: [] },
  { text: '产检记录：宫内孕24周，单活胎，胎心正常。', labels: ['pregnancy:lt_28w'] },
  { text: '孕32周，产检血压 118/76mmHg。', labels: ['pregnancy:ge_28w', 'blood_pressure:normal'] },
  { text: '月经史：末次月经2026-10-01，否认妊娠。', labels: [] },
  {
    text: '出院小结：患者男，56岁，因胸闷入院。既往高血压、2型糖尿病史。\n入院血压 150/96mmHg，空腹血糖 8.4 mmol/L。\n心电图：ST-T改变。冠脉造影：前降支狭窄60%。',
    labels: ['blood_pressure:grade_1', 'glucose:diabetes', 'ecg:st_t'],
  },
  {
    text: '体检结论：1. 甲状腺结节（TI-RADS 4a类，0.8cm）2. 脂肪肝 3. 尿酸偏高（468 μmol/L）4. 体重指数 26.1',
    labels: ['thyroid_nodule:tirads_4a', 'uric_acid:high', 'bmi:overweight'],
  },
  {
    text: '客户45岁女，乳腺结节3类，甲状腺结节2类，想买重疾险',
    labels: ['breast_nodule:birads_1_3', 'thyroid_nodule:tirads_1_3'],
  },
  { text: 'Physical examination: blood pressure normal, no nodules found.', labels: [] },
  {
    // OCR output of an A4 exam page (bench/underwriting-ocr.ts): a table row's cells run together.
    text: '健康体检报告\n一般检查身高172cm体重84kg体重指数28.4血压152/96mmHg脉搏78次/分\n甲状腺彩超甲状腺右叶见低回声结节，大小约1.4×1.0cm，边界清，TI-RADS3类\n胸部CT右肺上叶实性结节，直径约5mm，建议年度复查\n心电图窦性心律，ST-T改变\n空腹血糖6.6mmol/L糖化血红蛋白6.1%\n总胆固醇6.4mmol/L甘油三酯2.8mmol/L低密度脂蛋白4.2mmol/L\n尿酸486μmol/L肌酐82μmol/L\n乙肝五项HBsAg阳性HBeAg阴性抗-HBe 阳性抗-HBc 阳性\n肝功能ALT 31 U/L AST 26 U/L\n肿瘤标志物 癌胚抗原(CEA) 2.1 ng/mL  甲胎蛋白 2.8 ng/mL',
    labels: [...PHOTO_CONDITIONS],
  },
  {
    text: '肺部CT：右肺中叶实性结节约7mm；左肺上叶钙化灶。\n诊断：右肺结节，建议6个月复查。',
    labels: ['lung_nodule:6_8mm'],
  },
];
