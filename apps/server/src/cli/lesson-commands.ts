import type { Db } from '../db/database.js';
import { lessonServiceFor } from '../services/lessons/lesson-service.js';
import { CliError, type Flags } from './args.js';

export const LESSON_USAGE = `lesson import <目录或 .md 文件>…                            导入操作指引课程（Markdown + 开头的 title/summary/order/cover/video/poster/published；媒体随课程复制到 DATA_DIR/media；出错时不写入任何数据；格式见 docs/decisions/027-lessons-and-video.md）
lesson list                                                全部课程：顺序、标识、是否发布、视频、标题、来源文件
lesson publish <课程标识>…                                 发布课程（经纪人在操作指引中可见）
lesson unpublish <课程标识>…                               下线课程（链接和视频随之失效，观看进度保留）`;

const time = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/** `lesson …`: the operation guide's lessons. Media go to the data folder the server reads. */
export async function runLessonCommand(
  db: Db,
  action: string | undefined,
  positional: string[],
  _flags: Flags,
  dataDir: string,
): Promise<string> {
  const lessons = lessonServiceFor(db, dataDir);
  switch (action) {
    case 'import': {
      if (positional.length === 0)
        throw new CliError('缺少要导入的目录或文件，例如：lesson import data/lessons');
      const report = await lessons.import(positional);
      const lines = report.imported.map(
        (l) => `${l.id}\t${l.isNew ? '新增' : '更新'}\t${l.published ? '已发布' : '未发布'}\t${l.title}`,
      );
      const unpublished = report.imported.filter((l) => !l.published).map((l) => l.id);
      return [
        `导入完成：${report.imported.length} 篇课程，${report.media} 个媒体文件。`,
        ...lines,
        ...(unpublished.length > 0
          ? [`未发布的课程经纪人看不到，确认无误后：lesson publish ${unpublished.join(' ')}`]
          : []),
      ].join('\n');
    }
    case 'list': {
      const rows = await lessons.all();
      if (rows.length === 0) return '还没有课程（lesson import <目录> 导入）。';
      const published = rows.filter((r) => r.published).length;
      const lines = rows.map((r) =>
        [
          r.sortOrder,
          r.id,
          r.published ? '已发布' : '未发布',
          r.video ? '有视频' : '无视频',
          r.title,
          r.source,
          time(r.updatedAt),
        ].join('\t'),
      );
      return `共 ${rows.length} 篇课程，已发布 ${published} 篇：\n${lines.join('\n')}`;
    }
    case 'publish':
    case 'unpublish': {
      if (positional.length === 0)
        throw new CliError(`缺少课程标识，例如：lesson ${action} ask-and-follow-up（lesson list 可查看）`);
      const done = await lessons.setPublished(positional, action === 'publish');
      const missing = positional.filter((id) => !done.includes(id));
      if (missing.length > 0)
        throw new CliError(
          `没有课程 ${missing.join('、')}（lesson list 可查看）${done.length > 0 ? `；其余 ${done.length} 篇已处理` : ''}`,
        );
      return `已${action === 'publish' ? '发布' : '下线'} ${done.length} 篇：${done.join('、')}`;
    }
    default:
      throw new CliError(`未知的子命令 "lesson ${action ?? ''}"。可用：\n${LESSON_USAGE}`);
  }
}
