// The parse worker (issue 15, decision 024): reads a file's text off the request path, in a worker thread
// so uploads and chat answers stay fast while a report is read. Plain JavaScript so Node runs it as is
// (the server runs TypeScript through tsx and vitest, which do not reach into worker threads).
// Messages in: { id, path, mime, pdfMaxPages }. Out: { id, type: 'progress', progress, stage } then
// { id, type: 'done', text, pages } or { id, type: 'failed', reason }.
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import Ocr from '@gutenye/ocr-node';
import sharp from 'sharp';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';

/** A phone photo scaled so its long side is at most this: enough for report print, bounded time. */
const OCR_LONG_SIDE = 2000;
/** A page with less text than this is taken for a scan and read by OCR. */
const SCANNED_PAGE_CHARS = 20;

/** @type {Promise<any> | undefined} */
let ocrReady;
// One thread for the models and for libvips: onnxruntime would otherwise take every core, and uploads
// and chat answers would wait behind a report being read (bench/underwriting-ocr.ts).
const ocr = () => (ocrReady ??= Ocr.create({ onnxOptions: { intraOpNumThreads: 1, interOpNumThreads: 1 } }));
sharp.concurrency(1);

class Refused extends Error {}

/** OCR lines grouped into rows (a table's label and value sit on one row), left to right. */
function rowsOf(lines) {
  const boxes = lines
    .filter((l) => l.text.trim() !== '')
    .map((l) => {
      const ys = l.box.map((p) => p[1]);
      const top = Math.min(...ys);
      const bottom = Math.max(...ys);
      return {
        text: l.text.trim(),
        x: Math.min(...l.box.map((p) => p[0])),
        y: (top + bottom) / 2,
        h: bottom - top,
      };
    })
    .sort((a, b) => a.y - b.y);
  const rows = [];
  for (const box of boxes) {
    const row = rows.at(-1);
    if (row && Math.abs(row.y - box.y) < Math.max(row.h, box.h) * 0.5) row.items.push(box);
    else rows.push({ y: box.y, h: box.h, items: [box] });
  }
  return rows
    .map((r) =>
      r.items
        .sort((a, b) => a.x - b.x)
        .map((b) => b.text)
        .join('  '),
    )
    .join('\n');
}

async function ocrImage(input) {
  const png = await sharp(input, { limitInputPixels: 80_000_000 })
    .rotate()
    .resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const engine = await ocr();
  return rowsOf(await engine.detect(png));
}

async function readImage(path, progress) {
  progress(10, '正在加载识别模型');
  await ocr();
  progress(30, '正在识别图片文字');
  let text;
  try {
    text = await ocrImage(await readFile(path));
  } catch (error) {
    throw new Refused('图片已损坏或无法打开，请重新拍照上传', { cause: error });
  }
  return { text, pages: 1 };
}

async function readPdf(path, pdfMaxPages, progress) {
  progress(5, '正在打开 PDF');
  let pdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  } catch (error) {
    if (error?.name === 'PasswordException')
      throw new Refused('PDF 已加密，请去除密码后再上传', { cause: error });
    throw new Refused('PDF 已损坏或无法打开，请重新导出后上传', { cause: error });
  }
  if (pdf.numPages > pdfMaxPages)
    throw new Refused(`PDF 共${pdf.numPages}页，超过${pdfMaxPages}页上限，请只上传检查报告相关页`);
  const { text: pages } = await extractText(pdf, { mergePages: false });
  const out = [];
  for (let k = 0; k < pages.length; k++) {
    progress(10 + Math.round((80 * k) / pages.length), `正在读取第${k + 1}/${pages.length}页`);
    const pageText = pages[k] ?? '';
    if (pageText.replace(/\s/g, '').length >= SCANNED_PAGE_CHARS) {
      out.push(pageText);
      continue;
    }
    // A scanned page: its largest image read by OCR.
    const images = await extractImages(pdf, k + 1);
    const largest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
    if (!largest) continue;
    progress(10 + Math.round((80 * k) / pages.length), `正在识别第${k + 1}/${pages.length}页（扫描件）`);
    const raw = sharp(Buffer.from(largest.data), {
      raw: { width: largest.width, height: largest.height, channels: largest.channels },
    });
    out.push(await ocrImage(await raw.png().toBuffer()));
  }
  return { text: out.join('\n'), pages: pages.length };
}

parentPort?.on('message', async ({ id, path, mime, pdfMaxPages }) => {
  const progress = (value, stage) =>
    parentPort?.postMessage({ id, type: 'progress', progress: value, stage });
  try {
    const result =
      mime === 'application/pdf'
        ? await readPdf(path, pdfMaxPages, progress)
        : await readImage(path, progress);
    parentPort?.postMessage({ id, type: 'done', ...result });
  } catch (error) {
    const reason = error instanceof Refused ? error.message : '文件读取失败，请重新上传';
    parentPort?.postMessage({ id, type: 'failed', reason, error: String(error?.stack ?? error) });
  }
});
