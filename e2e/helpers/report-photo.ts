import type { BrowserContext } from 'playwright-core';

/** A physical-exam page as a phone would photograph it, drawn by the browser (system CJK fonts). */
const REPORT_HTML = `<html><body style="margin:0;padding:80px;width:1340px;background:#fff;color:#111;
font:32px/1.9 'Noto Sans CJK SC','Noto Sans SC',sans-serif">
<h1 style="font-size:48px">健康体检报告</h1>
<p>姓名：王女士&emsp;性别：女&emsp;年龄：42岁&emsp;体检日期：2026-10-12</p>
<p>一般检查：身高 162 cm&emsp;体重 58 kg&emsp;血压 148/92 mmHg</p>
<p>甲状腺彩超：甲状腺右叶见低回声结节，大小约1.3×0.9cm，TI-RADS 3类。</p>
<p>乙肝五项：HBsAg 阳性，HBeAg 阴性，抗-HBe 阳性，抗-HBc 阳性。</p>
<p>肝功能：ALT 28 U/L，AST 24 U/L。</p>
<p>心电图：窦性心律，正常心电图。</p>
</body></html>`;

/** The report "photo": an A4-ish page rendered to PNG by the same browser. */
export async function drawReportPhoto(context: BrowserContext): Promise<Buffer> {
  const drawer = await context.newPage();
  await drawer.setViewportSize({ width: 1500, height: 1100 });
  await drawer.setContent(REPORT_HTML);
  const photo = await drawer.screenshot({ type: 'png' });
  await drawer.close();
  return photo;
}
