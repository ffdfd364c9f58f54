import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { configuredFileStore } from '../services/files/s3-file-store.js';
import { workOrderOperator } from '../services/work-orders/operator-service.js';
import { CliError, type Flags } from './args.js';

export const WORK_ORDER_USAGE = `work-order list [open|replied|closed]                      工单列表（最新在前），含推送状态
work-order show <工单号>                                   工单详情：联系人、问题、截图（文件路径）、客服小结、会话、回复、推送记录
work-order reply <工单号> <回复内容> [--name 客服姓名]     回复工单；代理人在展业助手中看到回复与未读标记
work-order close <工单号>                                  关闭工单`;

export async function runWorkOrderCommand(
  db: Db,
  action: string | undefined,
  positional: string[],
  flags: Flags,
  config: Pick<Config, 'dataDir' | 's3' | 'customerService'>,
): Promise<string> {
  const operator = workOrderOperator(db, {
    files: configuredFileStore(config),
    customerService: config.customerService,
  });
  const [ref, ...rest] = positional;
  const needRef = () => {
    if (!ref) throw new CliError(`缺少工单号，例如：work-order ${action ?? 'show'} GD000001`);
    return ref;
  };
  switch (action) {
    case 'list':
      return operator.list(ref);
    case 'show':
      return operator.show(needRef());
    case 'reply': {
      const text = rest.join(' ');
      if (text.trim() === '')
        throw new CliError('缺少回复内容，例如：work-order reply GD000001 "已为您处理"');
      return operator.reply(needRef(), text, flags.name ?? '客服');
    }
    case 'close':
      return operator.close(needRef());
    default:
      throw new CliError(`未知的子命令 "work-order ${action ?? ''}"。可用：\n${WORK_ORDER_USAGE}`);
  }
}
