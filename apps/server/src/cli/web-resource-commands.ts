import { checkWebUrl, webResourceInputSchema } from '@broker/contract';
import type { Db } from '../db/database.js';
import { webResourcesRepository, type WebResourceRow } from '../db/web-resources-repository.js';
import { importWebResources } from '../services/web-resources/web-resource-service.js';
import { CliError, requireFlag, type Flags } from './args.js';

export const WEB_RESOURCE_USAGE = `web-resource import <文件>…                                导入网页资料（.json、.csv、.yaml；按链接更新，出错时不写入任何数据）
web-resource add --title 标题 --url 链接 --source 来源 --category 分类 [--summary 简介] [--order 排序]
                                                           添加或更新一条网页资料（只接受 http/https 链接）
web-resource list [分类]                                   列出网页资料（含未发布的），带编号
web-resource publish <编号或链接>                          发布（代理人可见）
web-resource unpublish <编号或链接>                        下架（保留，代理人不可见）
web-resource remove <编号或链接>                           删除`;

function describe(row: WebResourceRow): string {
  const state = row.published ? '已发布' : '未发布';
  return [
    `${row.id}  [${state}] ${row.category} · ${row.title}（${row.source}）排序 ${row.sortOrder}`,
    `    ${row.url}`,
    ...(row.summary ? [`    ${row.summary}`] : []),
  ].join('\n');
}

async function findOrFail(db: Db, ref: string | undefined, action: string): Promise<WebResourceRow> {
  if (!ref) throw new CliError(`缺少编号或链接，例如：web-resource ${action} https://www.nfra.gov.cn/`);
  // A link is matched as stored, normalised (https://www.nfra.gov.cn → https://www.nfra.gov.cn/).
  const checked = checkWebUrl(ref);
  const row = await webResourcesRepository(db).find(checked.ok ? checked.url : ref.trim());
  if (!row) throw new CliError(`没有找到网页资料 "${ref}"（用 web-resource list 查看编号）`);
  return row;
}

export async function runWebResourceCommand(
  db: Db,
  action: string | undefined,
  positional: string[],
  flags: Flags,
): Promise<string> {
  const repo = webResourcesRepository(db);
  switch (action) {
    case 'import': {
      if (positional.length === 0)
        throw new CliError('缺少要导入的文件，例如：web-resource import web-resources.json');
      const c = await importWebResources(db, positional);
      return `导入完成。网页资料：新增 ${c.created}，更新 ${c.updated}，未变 ${c.unchanged}`;
    }
    case 'add': {
      const parsed = webResourceInputSchema.safeParse({
        title: requireFlag(flags, 'title'),
        url: requireFlag(flags, 'url'),
        source: requireFlag(flags, 'source'),
        category: requireFlag(flags, 'category'),
        summary: flags.summary ?? '',
        ...(flags.order !== undefined && { order: flags.order }),
      });
      if (!parsed.success) throw new CliError(parsed.error.issues.map((i) => i.message).join('；'));
      const outcome = await repo.upsert(parsed.data);
      const saved = await repo.find(parsed.data.url);
      const verb = { created: '已添加', updated: '已更新', unchanged: '没有变化' }[outcome];
      return saved ? `${verb}：\n${describe(saved)}` : verb;
    }
    case 'list': {
      const [category] = positional;
      const rows = await repo.all({ includeUnpublished: true, category });
      if (rows.length === 0) return category ? `分类 "${category}" 下没有网页资料` : '还没有网页资料';
      const published = rows.filter((r) => r.published).length;
      return `${rows.map(describe).join('\n')}\n共 ${rows.length} 条，已发布 ${published} 条`;
    }
    case 'publish':
    case 'unpublish': {
      const row = await findOrFail(db, positional[0], action);
      await repo.setPublished(row.id, action === 'publish');
      return `${action === 'publish' ? '已发布' : '已下架'}：${row.title}`;
    }
    case 'remove': {
      const row = await findOrFail(db, positional[0], action);
      await repo.remove(row.id);
      return `已删除：${row.title}（${row.url}）`;
    }
    default:
      throw new CliError(`未知的子命令 "web-resource ${action ?? ''}"。可用：\n${WEB_RESOURCE_USAGE}`);
  }
}
