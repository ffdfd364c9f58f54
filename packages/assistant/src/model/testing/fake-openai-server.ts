/**
 * A real HTTP server that speaks the OpenAI chat-completions streaming protocol, scripted per test:
 * text and reasoning_content deltas, tool calls whose arguments arrive in fragments, HTTP errors, garbage
 * bodies, slow first tokens and stalls. It records what each request sent and whether the client hung up,
 * so tests can prove an abort reaches the socket. Server tests import it too (`startFakeOpenAI`).
 *
 * The package compiles without Node's types (library code must not reach for I/O), so node:http is
 * imported untyped with the few members used here described below.
 */

interface IncomingLike {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  setEncoding(encoding: 'utf8'): void;
  on(event: 'data', listener: (chunk: string) => void): void;
  on(event: 'end', listener: () => void): void;
}
interface ResponseLike {
  writableEnded: boolean;
  writeHead(status: number, headers: Record<string, string>): void;
  flushHeaders(): void;
  write(chunk: string): boolean;
  end(chunk?: string): void;
  on(event: 'close', listener: () => void): void;
}
interface ServerLike {
  listen(port: number, host: string, listener: () => void): void;
  address(): { port: number } | string | null;
  close(listener?: () => void): void;
  closeAllConnections(): void;
}
interface HttpLike {
  createServer(handler: (req: IncomingLike, res: ResponseLike) => void): ServerLike;
}

/** One step of a streamed response. */
export type FakeStep =
  | { type: 'reasoning'; text: string }
  | { type: 'text'; text: string }
  /** A tool call; `fragments` splits its arguments over that many chunks, as real servers do. */
  | { type: 'tool_call'; id: string; name: string; arguments: string; index?: number; fragments?: number }
  | { type: 'finish'; reason: 'stop' | 'tool_calls' | 'length' }
  | { type: 'delay'; ms: number }
  /** Stops sending but keeps the connection open: a stalled upstream. */
  | { type: 'stall' }
  /** Ends the response here, without a finish reason or [DONE]: a dropped upstream. */
  | { type: 'drop' }
  /** Bytes written as they are (malformed events …). */
  | { type: 'raw'; data: string };

export type FakeResponse =
  | { kind: 'stream'; steps: FakeStep[]; firstByteDelayMs?: number }
  | { kind: 'error'; status: number; body?: unknown }
  | { kind: 'garbage'; body: string; status?: number; contentType?: string }
  /** Never answers (not even headers). */
  | { kind: 'hang' };

export interface RecordedRequest {
  path: string;
  authorization: string;
  /** The parsed JSON body (undefined when it did not parse). */
  body: Record<string, unknown> | undefined;
  messages: { role: string; content?: unknown; tool_calls?: unknown; tool_call_id?: string }[];
  tools: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  /** The client closed the connection before the response was complete. */
  disconnected: boolean;
  /** The response was written to the end. */
  completed: boolean;
}

/** Responses in order, one per request; or a function choosing one per request (0-based index). */
export type FakeScript = FakeResponse[] | ((request: RecordedRequest, index: number) => FakeResponse);

export interface FakeOpenAI {
  /** Base URL including `/v1`, as `LLM_BASE_URL` would be. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const httpModule = 'node:http';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function chunk(id: string, model: string, delta: Record<string, unknown>, finish: string | null): string {
  const body = {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

function splitInto(text: string, parts: number): string[] {
  const n = Math.max(1, Math.min(parts, text.length || 1));
  const size = Math.ceil(text.length / n);
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length > 0 ? out : [''];
}

async function writeStream(
  res: ResponseLike,
  response: Extract<FakeResponse, { kind: 'stream' }>,
  model: string,
  record: RecordedRequest,
): Promise<void> {
  const id = `chatcmpl-fake-${Math.random().toString(36).slice(2, 10)}`;
  if (response.firstByteDelayMs) await sleep(response.firstByteDelayMs);
  if (record.disconnected) return;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  // Real servers open with the assistant role on an empty delta.
  res.write(chunk(id, model, { role: 'assistant', content: '' }, null));
  let finished = false;
  for (const step of response.steps) {
    if (record.disconnected) return;
    switch (step.type) {
      case 'reasoning':
        res.write(chunk(id, model, { reasoning_content: step.text }, null));
        break;
      case 'text':
        res.write(chunk(id, model, { content: step.text }, null));
        break;
      case 'tool_call': {
        const index = step.index ?? 0;
        const [first = '', ...rest] = splitInto(step.arguments, step.fragments ?? 1);
        const head = {
          index,
          id: step.id,
          type: 'function',
          function: { name: step.name, arguments: first },
        };
        res.write(chunk(id, model, { tool_calls: [head] }, null));
        for (const fragment of rest) {
          res.write(chunk(id, model, { tool_calls: [{ index, function: { arguments: fragment } }] }, null));
        }
        break;
      }
      case 'finish':
        res.write(chunk(id, model, {}, step.reason));
        finished = true;
        break;
      case 'delay':
        await sleep(step.ms);
        break;
      case 'stall':
        // Holds the connection until the client gives up (or the server closes).
        return;
      case 'raw':
        res.write(step.data);
        break;
      case 'drop':
        res.end();
        return;
    }
  }
  if (!finished) res.write(chunk(id, model, {}, 'stop'));
  res.write('data: [DONE]\n\n');
  res.end();
  record.completed = true;
}

/** Starts the fake on 127.0.0.1 with a free port. */
export async function startFakeOpenAI(script: FakeScript): Promise<FakeOpenAI> {
  const http = (await import(httpModule)) as HttpLike;
  const requests: RecordedRequest[] = [];
  const pick = (record: RecordedRequest, index: number): FakeResponse => {
    if (typeof script === 'function') return script(record, index);
    return script[index] ?? { kind: 'error', status: 500, body: { error: { message: 'script exhausted' } } };
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (part) => (raw += part));
    req.on('end', () => {
      let body: Record<string, unknown> | undefined;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        body = undefined;
      }
      const auth = req.headers.authorization;
      const record: RecordedRequest = {
        path: req.url ?? '',
        authorization: typeof auth === 'string' ? auth : '',
        body,
        messages: (body?.messages as RecordedRequest['messages'] | undefined) ?? [],
        tools: (body?.tools as RecordedRequest['tools'] | undefined) ?? [],
        disconnected: false,
        completed: false,
      };
      const index = requests.length;
      requests.push(record);
      res.on('close', () => {
        if (!res.writableEnded) record.disconnected = true;
      });
      const response: FakeResponse =
        req.method === 'POST' && record.path.endsWith('/chat/completions')
          ? pick(record, index)
          : { kind: 'error', status: 404, body: { error: { message: 'not found' } } };
      void respond(res, response, typeof body?.model === 'string' ? body.model : 'fake', record);
    });
  });

  async function respond(res: ResponseLike, response: FakeResponse, model: string, record: RecordedRequest) {
    switch (response.kind) {
      case 'stream':
        await writeStream(res, response, model, record);
        return;
      case 'error':
        res.writeHead(response.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(response.body ?? { error: { message: `HTTP ${response.status}` } }));
        record.completed = true;
        return;
      case 'garbage':
        res.writeHead(response.status ?? 200, { 'content-type': response.contentType ?? 'text/html' });
        res.end(response.body);
        record.completed = true;
        return;
      case 'hang':
        return;
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
