import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * The XSS suite's payload corpus and its detectors (issue 21, decisions 037 and 047), shared by
 * xss.test.ts (questions, answers, work orders, a shared report) and xss-catalogue.test.ts (operators'
 * catalogue and web resources, the public share pages). Every payload tries to set `top.__xss` or open
 * a dialog; neither may happen.
 */

export const RUN = 'top.__xss=(top.__xss||0)+1';
export const PAYLOADS = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}"></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<iframe src="javascript:parent.__xss=1"></iframe>`,
  `<body onload="${RUN}">`,
  `<details open ontoggle="${RUN}">x</details>`,
  `<input autofocus onfocus="${RUN}">`,
  `<video><source onerror="${RUN}"></video>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="data:text/html,<script>parent.__xss=1</script>">`,
  `<a href="javascript:${RUN}">点我</a>`,
  `<a href="jav&#x61;script:${RUN}">实体</a>`,
  `<math><mi xlink:href="javascript:${RUN}">m</mi></math>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="javascript:/">`,
  `<form action="javascript:${RUN}"><button>提交</button></form>`,
  `<style>*{background:url("javascript:${RUN}")}</style>`,
  `<div style="background-image:url(javascript:${RUN})">样式</div>`,
  `[链接](javascript:${RUN})`,
  `[链接2](JaVaScRiPt:${RUN})`,
  `![图片](javascript:${RUN})`,
  `![图片2](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==)`,
  `<javascript:${RUN}>`,
  `[vb](vbscript:msgbox(1))`,
  `&lt;img src=x onerror=${RUN}&gt;`,
  `"><img src=x onerror=${RUN}>`,
  `'-alert(1)-'`,
  `{{constructor.constructor('${RUN}')()}}`,
  `\u202e<img src=x onerror=${RUN}>\u202c`,
  `＜script＞${RUN}＜/script＞`,
  `<img src=x onerror=alert(1)>`,
];

/** Joins payloads into texts of at most `max` characters (a question, a work order's problem). */
export function batches(max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const p of PAYLOADS) {
    if (current && current.length + p.length + 1 > max) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n${p}` : p;
  }
  if (current) out.push(current);
  return out;
}

/** Records every dialog and reads `top.__xss`; dangerous URLs in the DOM count as findings too. */
export async function findings(page: Page, dialogs: string[]): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const w = window as unknown as { __xss?: number };
    if (w.__xss) out.push(`script ran ${w.__xss} time(s)`);
    for (const el of Array.from(
      document.querySelectorAll('[href],[src],[action],[data],[srcdoc],[formaction]'),
    )) {
      for (const attr of ['href', 'src', 'action', 'data', 'srcdoc', 'formaction']) {
        const value = el.getAttribute(attr)?.trim().toLowerCase() ?? '';
        if (
          /^(javascript|vbscript|data:text\/html)/.test(value.replace(/\s/g, '')) ||
          (attr === 'srcdoc' && value)
        ) {
          out.push(`<${el.tagName.toLowerCase()} ${attr}="${value.slice(0, 60)}">`);
        }
      }
    }
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) out.push(`<${el.tagName.toLowerCase()} ${attr.name}>`);
      }
    }
    return out;
  });
  return [...found, ...dialogs.map((d) => `dialog: ${d}`)];
}

export function watch(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Each XSS suite renders twice: the markup itself with the CSP bypassed, then under the CSP. */
export const CSP_MODES = [
  ['with the CSP bypassed (the rendering itself)', true],
  ['under the CSP', false],
] as const;

/** A phone-sized browser context for the XSS suites, with the page's CSP bypassed or enforced. */
export function xssContext(browser: Browser, baseURL: string, bypassCSP: boolean): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    bypassCSP,
  });
}
