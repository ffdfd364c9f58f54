import http from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';

/** What the fake received in one `POST /v1/audio/transcriptions` (the multipart fields, read back). */
export interface SttRequest {
  authorization: string | undefined;
  model: string;
  language: string;
  responseFormat: string;
  prompt: string;
  fileName: string;
  fileType: string;
  file: Buffer;
}

/** How the fake answers: text (the OpenAI JSON shape), an HTTP error, a raw body, or never. */
export type SttReply =
  | { kind: 'text'; text: string; delayMs?: number }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'raw'; body: string }
  | { kind: 'hang' };

export interface FakeStt {
  /** Base URL including `/v1`, for STT_BASE_URL. */
  url: string;
  readonly requests: SttRequest[];
  /** The reply to every following request (default: a fixed Chinese question). */
  reply(next: SttReply | ((request: SttRequest) => SttReply)): void;
  close(): Promise<void>;
}

export const FAKE_STT_TEXT = '30岁男性，预算每年5000元，推荐一款重疾险';

/**
 * A tiny OpenAI-compatible speech-to-text server: it reads the multipart body the way the real one
 * does (a malformed one, or one without `model` and `file`, is a 400), records it, and answers as told.
 */
export async function startFakeStt(): Promise<FakeStt> {
  const requests: SttRequest[] = [];
  let next: SttReply | ((request: SttRequest) => SttReply) = { kind: 'text', text: FAKE_STT_TEXT };
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
          res.writeHead(404).end();
          return;
        }
        let form: FormData;
        try {
          const headers = new Headers();
          for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
          form = await new Request('http://fake/', {
            method: 'POST',
            headers,
            body: Buffer.concat(chunks),
          }).formData();
        } catch {
          res
            .writeHead(400, { 'content-type': 'application/json' })
            .end('{"error":{"message":"bad multipart"}}');
          return;
        }
        const file = form.get('file');
        const model = form.get('model');
        if (!(file instanceof Blob) || typeof model !== 'string') {
          res
            .writeHead(400, { 'content-type': 'application/json' })
            .end('{"error":{"message":"model and file required"}}');
          return;
        }
        const request: SttRequest = {
          authorization: req.headers.authorization,
          model,
          language: String(form.get('language') ?? ''),
          responseFormat: String(form.get('response_format') ?? ''),
          prompt: String(form.get('prompt') ?? ''),
          fileName: file instanceof File ? file.name : '',
          fileType: file.type,
          file: Buffer.from(await file.arrayBuffer()),
        };
        requests.push(request);
        const reply = typeof next === 'function' ? next(request) : next;
        if (reply.kind === 'hang') {
          hanging.add(res);
          return;
        }
        if (reply.kind === 'status') {
          res
            .writeHead(reply.status, { 'content-type': 'application/json' })
            .end(reply.body ?? '{"error":{"message":"failed"}}');
          return;
        }
        if (reply.kind === 'raw') {
          res.writeHead(200, { 'content-type': 'text/plain' }).end(reply.body);
          return;
        }
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: reply.text }));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(r) {
      next = r;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A real WAV recording: `seconds` of a 440 Hz tone, 16 kHz mono 16-bit. */
export function toneWav(seconds: number): Buffer {
  const rate = 16_000;
  const samples = Math.round(rate * seconds);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/**
 * A fake for the tests of a describe block, started before the app: its URL goes into `env`
 * (STT_BASE_URL) in the `beforeAll` registered here, so register this before `sharedTestApp(…, env)`.
 */
export function useFakeStt(env: Record<string, string>): () => FakeStt {
  let fake: FakeStt | undefined;
  beforeAll(async () => {
    fake = await startFakeStt();
    env.STT_BASE_URL = fake.url;
  });
  afterAll(() => fake?.close());
  return () => {
    if (!fake) throw new Error('the fake speech service has not started');
    return fake;
  };
}
