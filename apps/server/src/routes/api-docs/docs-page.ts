import type { OpenApiDocument } from './openapi-document.js';

/**
 * The API document as one HTML page, rendered on the server (decision 033): no script, no CDN, so it
 * reads offline and under the app's Content-Security-Policy. Operations are grouped by tag and fold
 * open; every schema is a nested list of fields with their types, limits and descriptions.
 */

type JsonSchema = Record<string, unknown>;

const escape = (text: unknown): string =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const MAX_DEPTH = 8;

function typeLabel(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'ref';
  if (schema.const !== undefined) return `= ${JSON.stringify(schema.const)}`;
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return 'array';
  return typeof type === 'string' ? type : schema.anyOf || schema.oneOf ? '其一' : '任意';
}

/** Limits worth knowing before sending: lengths, ranges, formats, defaults. */
function limits(schema: JsonSchema): string[] {
  const out: string[] = [];
  const pairs: [string, string][] = [
    ['minLength', '最短'],
    ['maxLength', '最长'],
    ['minimum', '≥'],
    ['maximum', '≤'],
    ['minItems', '至少'],
    ['maxItems', '至多'],
    ['format', '格式'],
    ['pattern', '匹配'],
  ];
  for (const [key, label] of pairs) {
    const value = schema[key];
    // z.number().int() bounds every integer to the safe range: true of any integer, so not shown.
    if (value === undefined || value === Number.MAX_SAFE_INTEGER || value === Number.MIN_SAFE_INTEGER)
      continue;
    out.push(`${label} ${String(value)}`);
  }
  if (schema.default !== undefined) out.push(`默认 ${JSON.stringify(schema.default)}`);
  return out;
}

function field(name: string | undefined, schema: JsonSchema, required: boolean, depth: number): string {
  const head = [
    name !== undefined ? `<code class="name">${escape(name)}</code>` : '',
    `<span class="type">${escape(typeLabel(schema))}</span>`,
    required ? '<span class="req">必填</span>' : '',
    ...limits(schema).map((l) => `<span class="limit">${escape(l)}</span>`),
    typeof schema.description === 'string' ? `<span class="desc">${escape(schema.description)}</span>` : '',
  ].join(' ');
  return `<li>${head}${children(schema, depth + 1)}</li>`;
}

function children(schema: JsonSchema, depth: number): string {
  if (depth > MAX_DEPTH) return '';
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties && Object.keys(properties).length > 0) {
    const required = new Set((schema.required ?? []) as string[]);
    const items = Object.entries(properties).map(([name, s]) => field(name, s, required.has(name), depth));
    return `<ul>${items.join('')}</ul>`;
  }
  if (schema.items && typeof schema.items === 'object') {
    return `<ul>${field('[每项]', schema.items as JsonSchema, false, depth)}</ul>`;
  }
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return `<ul>${variants.map((v) => field(undefined, v, false, depth)).join('')}</ul>`;
  return '';
}

function schemaBlock(schema: JsonSchema | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return '';
  return `<ul class="schema">${field(undefined, schema, false, 0)}</ul>`;
}

function contentBlocks(content: Record<string, { schema?: JsonSchema }> | undefined): string {
  return Object.entries(content ?? {})
    .map(([type, body]) => `<p class="media">${escape(type)}</p>${schemaBlock(body.schema)}`)
    .join('');
}

type Operation = {
  summary?: string;
  tags: string[];
  security: JsonSchema[];
  parameters: (JsonSchema & { name: string; in: string; required: boolean; schema: JsonSchema })[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>;
};

function authText(operation: Operation): string {
  if (operation.security.length === 0) return '公开，无需登录';
  if ('session' in (operation.security[0] ?? {})) return '会话令牌：Authorization: Bearer &lt;token&gt;';
  return 'API 密钥：Authorization: Bearer ba_… 或 X-API-Key: ba_…';
}

function operationBlock(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters.length
    ? `<h4>参数</h4><ul class="schema">${operation.parameters
        .map((p) =>
          field(
            `${p.name}（${p.in === 'path' ? '路径' : '查询'}）`,
            { ...p.schema, description: p.description },
            p.required,
            0,
          ),
        )
        .join('')}</ul>`
    : '';
  const body = operation.requestBody ? `<h4>请求体</h4>${contentBlocks(operation.requestBody.content)}` : '';
  const responses = Object.entries(operation.responses)
    .map(
      ([status, r]) =>
        `<h4>响应 ${escape(status === 'default' ? '出错时' : status)}：${escape(r.description)}</h4>${contentBlocks(r.content)}`,
    )
    .join('');
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  return `<details id="${escape(id)}"><summary><span class="method ${escape(method)}">${escape(
    method.toUpperCase(),
  )}</span> <code>${escape(path)}</code>${
    operation.summary ? ` <span class="summary">${escape(operation.summary)}</span>` : ''
  }${operation.security.length === 0 ? ' <span class="public">公开</span>' : ''}</summary><p class="auth">${authText(operation)}</p>${parameters}${body}${responses}</details>`;
}

const STYLE = `
body{font:15px/1.6 system-ui,-apple-system,"PingFang SC","Noto Sans SC",sans-serif;margin:0;color:#1f2329;background:#f5f6f8}
main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:22px;margin:8px 0}h2{font-size:18px;margin:24px 0 8px;border-bottom:1px solid #dde0e4}
h4{font-size:14px;margin:12px 0 4px}
details{background:#fff;border:1px solid #dde0e4;border-radius:8px;margin:6px 0;padding:6px 10px}
summary{cursor:pointer;overflow-wrap:anywhere}
.method{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-weight:600;font-size:12px;padding:1px 4px}
.get{background:#1677ff}.post{background:#16a34a}.put{background:#d97706}.delete{background:#dc2626}.patch{background:#7c3aed}
.summary{color:#4e5969}.public{color:#16a34a;font-size:12px;border:1px solid #16a34a;border-radius:4px;padding:0 4px}.auth{color:#4e5969;font-size:13px}
ul.schema,ul.schema ul{list-style:none;padding-left:16px;margin:2px 0;border-left:1px solid #eceef1}
ul.schema{padding-left:0;border:0}
code{font:13px ui-monospace,Menlo,Consolas,monospace;overflow-wrap:anywhere}
.name{color:#0b3d91}.type{color:#7c3aed;font-size:13px;overflow-wrap:anywhere}.req{color:#dc2626;font-size:12px}
.limit{color:#6b7280;font-size:12px}.desc{color:#374151;font-size:13px}.media{margin:2px 0;color:#6b7280;font-size:12px}
nav a{margin-right:12px;white-space:nowrap}
`;

export function docsPage(document: OpenApiDocument, jsonPath: string): string {
  const byTag = new Map<string, string[]>();
  let count = 0;
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const op = operation as unknown as Operation;
      const tag = op.tags[0] ?? '';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationBlock(method, path, op)]);
      count += 1;
    }
  }
  const tags = [...byTag.keys()];
  const anchor = (tag: string) => `tag-${tags.indexOf(tag)}`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(document.info.title)} · 接口文档</title><style>${STYLE}</style></head><body><main>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description)}</p>
<p>共 ${count} 个接口，由服务实际校验请求所用的 schema 生成。OpenAPI 3.1 文档：<a href="${escape(jsonPath)}">${escape(jsonPath)}</a>（可导入 Postman、Apifox 等工具）。</p>
<nav>${tags.map((tag) => `<a href="#${anchor(tag)}">${escape(tag)}</a>`).join(' ')}</nav>
${tags.map((tag) => `<h2 id="${anchor(tag)}">${escape(tag)}</h2>${(byTag.get(tag) ?? []).join('')}`).join('\n')}
</main></body></html>`;
}
