/** One dispatched server-sent event (WHATWG HTML §9.2 "event stream interpretation"). */
export interface SseMessage {
  /** The `event:` field; 'message' when the event did not name one. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The last `id:` seen on the stream ('' if none). */
  id: string;
}

export interface SseParser {
  /** Feeds decoded text; chunks may split anywhere (inside a line, between CR and LF). */
  push(text: string): void;
}

/**
 * An incremental event-stream parser. Lines end with CRLF, LF or CR; lines starting with ':' are
 * comments (the server's heartbeats); an empty line dispatches the event being built. An event not
 * ended by an empty line when the stream closes is dropped, as the standard says.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = '';
  let started = false;
  /** The previous chunk ended with CR: a leading LF in the next chunk belongs to that line end. */
  let afterCR = false;
  let data: string[] = [];
  let event = '';
  let lastId = '';

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), id: lastId });
      data = [];
      event = '';
      return;
    }
    if (text.charCodeAt(0) === 0x3a /* ':' */) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.charCodeAt(0) === 0x20) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    // `retry` and unknown fields are ignored: reconnecting is the caller's decision (see stream.ts).
  }

  return {
    push(text) {
      if (!started && text.length > 0) {
        started = true;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (afterCR && text.charCodeAt(0) === 0x0a) text = text.slice(1);
      afterCR = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const code = buffer.charCodeAt(i);
        if (code !== 0x0a && code !== 0x0d) continue;
        line(buffer.slice(start, i));
        if (code === 0x0d) {
          if (i + 1 < buffer.length) {
            if (buffer.charCodeAt(i + 1) === 0x0a) i += 1;
          } else {
            afterCR = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
