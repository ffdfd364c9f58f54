import type { FileInfo } from '@broker/contract';
import type { AttachedFile } from '@broker/assistant';
import type { FilesRepository } from '../../db/files-repository.js';

/**
 * The question's files as the engine reads them (issue 15): the asking agent's own uploads only (the
 * repository filters by owner), each with its reading state and, once read, its text. A file deleted
 * since the question was asked (a regenerate) is said to be gone rather than silently dropped.
 */
export async function attachedFiles(
  files: Pick<FilesRepository, 'findMany'>,
  infos: readonly FileInfo[],
): Promise<AttachedFile[]> {
  const paths = [...new Set(infos.map((f) => f.file_path))];
  if (paths.length === 0) return [];
  const rows = new Map((await files.findMany(paths)).map((row) => [row.id, row]));
  return paths.map((path): AttachedFile => {
    const row = rows.get(path);
    const asked = infos.find((f) => f.file_path === path)?.file_name ?? '';
    if (!row) return { name: asked, status: 'failed', reason: '文件不存在或已删除' };
    switch (row.parseStatus) {
      case 'done':
        return { name: row.name, status: 'done', text: row.text ?? '' };
      case 'failed':
        return { name: row.name, status: 'failed', reason: row.reason ?? '读取失败' };
      case 'queued':
      case 'running':
        return { name: row.name, status: row.parseStatus, progress: row.progress, stage: row.stage };
      default:
        // Uploaded (or not even that) but never sent to be read: the client starts reading on upload.
        return {
          name: row.name,
          status: 'failed',
          reason: row.mime ? '文件还没有开始识别，请重新添加' : '文件没有上传完成，请重新添加',
        };
    }
  });
}
