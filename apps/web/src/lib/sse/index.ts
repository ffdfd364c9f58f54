export { createSseParser, type SseMessage, type SseParser } from './parser';
export { streamSse, type StreamSseOptions } from './stream';
