// The A4 exam page the underwriting benches photograph: 16 lines of Chinese with tables of values,
// drawn by the system Chromium at 1,500×2,000 px and saved as an 85% JPEG, like a phone photo.
import { chromium } from 'playwright-core';

const LINES = [
  '健康体检报告',
  '姓名：李某某　性别：男　年龄：47岁　体检编号：20261012-0387',
  '一般检查　身高 172 cm　体重 84 kg　体重指数 28.4　血压 152/96 mmHg　脉搏 78 次/分',
  '内科　心肺听诊未见异常，腹软，肝脾肋下未触及',
  '甲状腺彩超　甲状腺右叶见低回声结节，大小约1.4×1.0cm，边界清，TI-RADS 3类',
  '乳腺/前列腺　前列腺大小正常',
  '胸部CT　右肺上叶实性结节，直径约5mm，建议年度复查',
  '心电图　窦性心律，ST-T改变',
  '空腹血糖 6.6 mmol/L　糖化血红蛋白 6.1 %',
  '总胆固醇 6.4 mmol/L　甘油三酯 2.8 mmol/L　低密度脂蛋白 4.2 mmol/L',
  '尿酸 486 μmol/L　肌酐 82 μmol/L',
  '乙肝五项　HBsAg 阳性　HBeAg 阴性　抗-HBe 阳性　抗-HBc 阳性',
  '肝功能　ALT 31 U/L　AST 26 U/L　总胆红素 12.1 μmol/L',
  '肿瘤标志物　癌胚抗原(CEA) 2.1 ng/mL　甲胎蛋白 2.8 ng/mL',
  '主检结论：1. 血压偏高 2. 甲状腺结节 3. 肺结节 4. 血脂异常 5. 高尿酸血症 6. 乙肝病毒携带',
  '建议：低盐低脂饮食，3个月后复查血压、血脂，6个月后复查甲状腺彩超。',
];

export async function reportPhoto(): Promise<Buffer> {
  const html = `<html><body style="margin:0;padding:90px;width:1320px;height:1820px;background:#fbfaf6;color:#222;
font:30px/2.1 'Noto Sans CJK SC','Noto Sans SC',sans-serif">${LINES.map((l, k) =>
    k === 0
      ? `<h1 style="font-size:52px;text-align:center">${l}</h1>`
      : `<p style="margin:0 0 14px">${l}</p>`,
  ).join('')}</body></html>`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const shot = await browser.newPage({ viewport: { width: 1500, height: 2000 } });
  await shot.setContent(html);
  const photo = await shot.screenshot({ type: 'jpeg', quality: 85 });
  await browser.close();
  return photo;
}

/** The value at the p-th percentile (nearest rank). */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
