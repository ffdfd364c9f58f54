import fsp from 'node:fs/promises';
import path from 'node:path';
import { LESSON_ID_MAX, LESSON_ID_PATTERN, LESSON_MEDIA_PATH } from '@broker/contract';
import { parseFrontMatter } from './front-matter.js';
import {
  MEDIA_LIMITS,
  MEDIA_TYPES,
  mediaName,
  mp4Duration,
  sniffMedia,
  type MediaExt,
} from './media-store.js';

/** A lesson read from its Markdown file, media resolved to their names; nothing written yet. */
export interface LessonDraft {
  id: string;
  title: string;
  summary: string;
  body: string;
  cover: string | null;
  video: string | null;
  poster: string | null;
  videoSeconds: number | null;
  sortOrder: number;
  /** From the front matter; undefined leaves a known lesson as it is and a new one unpublished. */
  published: boolean | undefined;
  source: string;
}

export interface LessonFolder {
  lessons: LessonDraft[];
  /** Every medium the lessons use, by name. */
  media: Map<string, Uint8Array>;
}

/**
 * The folder's lessons could not be imported: `problems` name the file (and line) and what is wrong.
 * Nothing was written. The CLI prints them and exits 65 (EX_DATAERR).
 */
export class LessonImportError extends Error {
  override name = 'LessonImportError';
  constructor(readonly problems: string[]) {
    super(`课程导入失败，共 ${problems.length} 个问题：\n${problems.join('\n')}`);
  }
}

const FIELDS = ['id', 'title', 'summary', 'order', 'cover', 'video', 'poster', 'published'] as const;
const LIMITS = { title: 60, summary: 200, body: 50_000 } as const;
/** `![alt](target "title")` — a picture in the text. */
const IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(\s+"[^"]*")?\s*\)/g;

/** The first paragraph of plain text, for a lesson whose front matter gives no summary. */
function firstParagraph(body: string): string {
  const paragraph = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .find((p) => p && !/^(#|>|[-*+]\s|\d+\.\s|!\[)/.test(p));
  const text = (paragraph ?? '').replace(/[*_`]/g, '').replace(/\s+/g, ' ');
  return text.length > LIMITS.summary ? `${text.slice(0, LIMITS.summary - 1)}…` : text;
}

async function markdownFiles(inputs: readonly string[]): Promise<{ file: string; root: string }[]> {
  const found: { file: string; root: string }[] = [];
  for (const input of inputs) {
    const stat = await fsp.stat(input).catch(() => undefined);
    if (!stat) throw new LessonImportError([`${input}：文件或目录不存在`]);
    if (stat.isDirectory()) {
      const names = (await fsp.readdir(input)).filter((n) => n.toLowerCase().endsWith('.md')).sort();
      if (names.length === 0) throw new LessonImportError([`${input}：目录中没有 .md 文件`]);
      for (const name of names) found.push({ file: path.join(input, name), root: path.resolve(input) });
    } else if (input.toLowerCase().endsWith('.md')) {
      found.push({ file: input, root: path.resolve(path.dirname(input)) });
    } else throw new LessonImportError([`${input}：只能导入 .md 文件或包含 .md 文件的目录`]);
  }
  return found;
}

interface FileContext {
  file: string;
  root: string;
  media: Map<string, Uint8Array>;
  problems: string[];
}

/** Reads a medium a lesson names (relative to its file, inside the imported folder) and checks it. */
async function readMedium(
  ctx: FileContext,
  field: string,
  target: string,
  kind: 'video' | 'image',
): Promise<{ name: string; ext: MediaExt; bytes: Uint8Array } | undefined> {
  const where = `${ctx.file}：${field} ${target}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) {
    ctx.problems.push(`${where} 须是随课程一起导入的本地文件（运行时不从外部网站加载）`);
    return undefined;
  }
  const full = path.resolve(path.dirname(ctx.file), decodeURI(target));
  if (full !== ctx.root && !full.startsWith(ctx.root + path.sep)) {
    ctx.problems.push(`${where} 在导入的目录之外`);
    return undefined;
  }
  const bytes = await fsp.readFile(full).catch(() => undefined);
  if (!bytes) {
    ctx.problems.push(`${where} 不存在`);
    return undefined;
  }
  const ext = sniffMedia(bytes.subarray(0, 16));
  if (!ext || MEDIA_TYPES[ext].kind !== kind) {
    ctx.problems.push(
      `${where} 不是支持的${kind === 'video' ? '视频（MP4、WebM）' : '图片（PNG、JPEG、WebP）'}`,
    );
    return undefined;
  }
  const limit = kind === 'video' ? MEDIA_LIMITS.videoBytes : MEDIA_LIMITS.imageBytes;
  if (bytes.length > limit) {
    ctx.problems.push(`${where} 超过 ${Math.round(limit / 1024 / 1024)} MB`);
    return undefined;
  }
  const name = mediaName(bytes, ext);
  ctx.media.set(name, bytes);
  return { name, ext, bytes };
}

async function readLessonFile(ctx: FileContext, index: number): Promise<LessonDraft | undefined> {
  const { file, problems } = ctx;
  const before = problems.length;
  const { fields, body: rawBody, problems: syntax } = parseFrontMatter(await fsp.readFile(file, 'utf8'));
  problems.push(...syntax.map((p) => `${file}：${p}`));
  for (const key of Object.keys(fields)) {
    if (!(FIELDS as readonly string[]).includes(key))
      problems.push(`${file}：不认识的字段 ${key}（可用：${FIELDS.join('、')}）`);
  }
  const text = (key: string) => (fields[key] === undefined ? undefined : String(fields[key]).trim());

  const id = text('id') ?? path.basename(file, path.extname(file));
  if (!LESSON_ID_PATTERN.test(id) || id.length > LESSON_ID_MAX)
    problems.push(
      `${file}：课程标识 “${id}” 只能用小写字母、数字和连字符（如 ask-and-follow-up），最长 ${LESSON_ID_MAX} 个字符`,
    );
  const title = text('title') ?? '';
  if (!title) problems.push(`${file}：缺少 title（课程标题）`);
  else if (title.length > LIMITS.title) problems.push(`${file}：title 超过 ${LIMITS.title} 个字`);
  const order = fields.order ?? (index + 1) * 10;
  if (typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order > 1_000_000)
    problems.push(`${file}：order 须是 0 到 1000000 的整数`);
  const published = fields.published;
  if (published !== undefined && typeof published !== 'boolean')
    problems.push(`${file}：published 只能是 true 或 false`);

  let body = rawBody.trim();
  if (!body) problems.push(`${file}：正文为空`);
  if (body.length > LIMITS.body) problems.push(`${file}：正文超过 ${LIMITS.body} 个字符`);
  if (/<[a-z!/][^>]*>/i.test(body.replace(/`[^`]*`/g, '')))
    problems.push(`${file}：正文不能包含 HTML 标签（只支持 Markdown）`);
  // Pictures in the text become served media.
  const images = [...body.matchAll(IMAGE)];
  for (const [whole, alt = '', target = ''] of images) {
    const medium = await readMedium(ctx, '正文图片', target, 'image');
    if (medium) body = body.replace(whole, `![${alt}](${LESSON_MEDIA_PATH}${medium.name})`);
  }

  const summary = text('summary') ?? firstParagraph(body);
  if (!summary) problems.push(`${file}：缺少 summary（一句话简介），正文开头也没有可用的段落`);
  else if (summary.length > LIMITS.summary) problems.push(`${file}：summary 超过 ${LIMITS.summary} 个字`);

  const cover = text('cover') ? await readMedium(ctx, 'cover', text('cover') ?? '', 'image') : undefined;
  const poster = text('poster') ? await readMedium(ctx, 'poster', text('poster') ?? '', 'image') : undefined;
  const video = text('video') ? await readMedium(ctx, 'video', text('video') ?? '', 'video') : undefined;
  if (poster && !text('video')) problems.push(`${file}：有 poster 却没有 video`);

  if (problems.length > before) return undefined;
  return {
    id,
    title,
    summary,
    body,
    cover: cover?.name ?? null,
    video: video?.name ?? null,
    poster: video ? (poster?.name ?? cover?.name ?? null) : null,
    videoSeconds: video?.ext === 'mp4' ? mp4Duration(video.bytes) : null,
    sortOrder: order as number,
    published: published as boolean | undefined,
    source: path.relative(process.cwd(), path.resolve(file)) || path.basename(file),
  };
}

/** Reads and checks every lesson of the inputs (folders of .md files, or .md files); all or nothing. */
export async function readLessons(inputs: readonly string[]): Promise<LessonFolder> {
  const files = await markdownFiles(inputs);
  const media = new Map<string, Uint8Array>();
  const problems: string[] = [];
  const lessons: LessonDraft[] = [];
  for (const [index, { file, root }] of files.entries()) {
    const lesson = await readLessonFile({ file, root, media, problems }, index);
    if (lesson) lessons.push(lesson);
  }
  const seen = new Map<string, string>();
  for (const lesson of lessons) {
    const other = seen.get(lesson.id);
    if (other) problems.push(`${lesson.source}：课程标识 “${lesson.id}” 与 ${other} 重复`);
    seen.set(lesson.id, lesson.source);
  }
  if (problems.length > 0) throw new LessonImportError(problems);
  return { lessons, media };
}
