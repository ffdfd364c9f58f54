import { parseArgs } from 'node:util';

export class CliError extends Error {
  override name = 'CliError';
}

export type Flags = Partial<
  Record<
    | 'work-id'
    | 'name'
    | 'password'
    | 'format'
    | 'kb'
    | 'title'
    | 'url'
    | 'source'
    | 'summary'
    | 'category'
    | 'order',
    string
  >
>;

export function parseCommandLine(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        'work-id': { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        format: { type: 'string' },
        kb: { type: 'string' },
        title: { type: 'string' },
        url: { type: 'string' },
        source: { type: 'string' },
        summary: { type: 'string' },
        category: { type: 'string' },
        order: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [area, action, ...rest] = positionals;
    const { help, ...flags } = values;
    return { area, action, positional: rest, flags: flags as Flags, help: help === true };
  } catch (error) {
    const option = /'(-[^']+)'/.exec((error as Error).message)?.[1];
    throw new CliError(
      option ? `不认识的选项 ${option}（用 --help 查看用法）` : `参数有误：${(error as Error).message}`,
    );
  }
}

export function requireFlag(flags: Flags, name: keyof Flags): string {
  const value = flags[name];
  if (value === undefined || value === '') throw new CliError(`缺少参数 --${name}`);
  return value;
}
