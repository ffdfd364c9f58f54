import type { Db } from '../db/database.js';
import { kbRepository } from '../db/kb-repository.js';
import { importKnowledge } from '../services/knowledge/import-kb.js';
import { CS_SOURCE_PREFIX } from '../services/knowledge/knowledge-service.js';
import { KB_EXTENSIONS } from '../services/knowledge/read-documents.js';
import { CliError, type Flags } from './args.js';

export const KB_USAGE = `kb import [--kb cs] <文件或目录>…                           导入知识库文档（${KB_EXTENSIONS.join('、')}；目录递归导入；重新导入同一文件会替换其段落；--kb cs 导入智能客服的知识库，来源以 cs/ 开头）
kb list                                                    已导入的文档及其段落数
kb remove <来源>                                           删除一个文档的全部段落（来源即 kb list 中的名称）`;

export async function runKbCommand(
  db: Db,
  action: string | undefined,
  positional: string[],
  flags: Flags,
): Promise<string> {
  switch (action) {
    case 'import': {
      if (positional.length === 0) throw new CliError('缺少要导入的文件或目录，例如：kb import docs/');
      if (flags.kb !== undefined && flags.kb !== 'cs') {
        throw new CliError(
          `未知的知识库 "${flags.kb}"：不加 --kb 为产品助手的知识库，--kb cs 为智能客服的知识库`,
        );
      }
      const report = await importKnowledge(db, positional, {
        sourcePrefix: flags.kb === 'cs' ? CS_SOURCE_PREFIX : '',
      });
      const total = report.files.reduce((sum, f) => sum + f.paragraphs, 0);
      const lines = report.files.map((f) => `${f.source}：${f.paragraphs} 段`);
      return `导入完成：${report.files.length} 个文件，共 ${total} 段。\n${lines.join('\n')}`;
    }
    case 'list': {
      const sources = await kbRepository(db).sources();
      if (sources.length === 0) return '知识库中还没有导入的文档。';
      const total = sources.reduce((sum, s) => sum + s.paragraphs, 0);
      const lines = sources.map(
        (s) =>
          `${s.source}\t${s.paragraphs} 段\t${s.importedAt.toISOString().slice(0, 19).replace('T', ' ')}`,
      );
      return `共 ${sources.length} 个文档，${total} 段：\n${lines.join('\n')}`;
    }
    case 'remove': {
      const [source] = positional;
      if (!source) throw new CliError('缺少要删除的来源，例如：kb remove 条款/安佑.pdf（kb list 可查看）');
      const removed = await kbRepository(db).removeSource(source);
      if (removed === 0) throw new CliError(`知识库中没有来源 "${source}"（kb list 可查看已导入的文档）`);
      return `已删除 ${source} 的 ${removed} 段。`;
    }
    default:
      throw new CliError(`未知的子命令 "kb ${action ?? ''}"。可用：\n${KB_USAGE}`);
  }
}
