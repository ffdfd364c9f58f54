import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../../config-scale.js';

/** What `/readyz` reports: one process on its own, or instances sharing Redis (decision 035). */
export type ScaleMode = 'single-process' | 'redis';

/** Messages every instance hears; `stop` carries a conversation id. */
export type Channel = 'stop';

export interface SharedState {
  mode: ScaleMode;
  /** The Redis client for counters; undefined in single-process mode. */
  redis: Redis | undefined;
  keyPrefix: string;
  /** 'off' without Redis; 'down' while it cannot be reached (counters fall back to the database). */
  redisStatus(): Promise<'ok' | 'down' | 'off'>;
  /** Tells every instance, this one included. Without Redis (or with it down) only this one hears. */
  publish(channel: Channel, message: string): Promise<void>;
  subscribe(channel: Channel, handler: (message: string) => void): void;
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/** In-process only: today's behaviour with no REDIS_URL. */
export function singleProcessState(): SharedState {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  return {
    mode: 'single-process',
    redis: undefined,
    keyPrefix: '',
    redisStatus: async () => 'off',
    publish: async (channel, message) => {
      local.emit(channel, message);
    },
    subscribe: (channel, handler) => void local.on(channel, handler),
    close: async () => undefined,
  };
}

// Commands fail at once while Redis is unreachable (no offline queue) so callers fall back instead of
// waiting; the client keeps reconnecting in the background.
const CLIENT_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  retryStrategy: (times: number) => Math.min(times * 200, 2_000),
};

/** Instances sharing one Redis: counters live there and messages go over pub/sub. */
export function redisState(config: RedisConfig, log: Log): SharedState {
  const redis = new Redis(config.url, CLIENT_OPTIONS);
  // The subscriber connection queues its SUBSCRIBE until connected, and resubscribes after a reconnect.
  const subscriber = new Redis(config.url, { ...CLIENT_OPTIONS, enableOfflineQueue: true });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let warned = false;
  const onError = (error: Error) => {
    // ioredis reports every failed reconnect; one line per outage is enough.
    if (!warned) log.warn({ err: error }, 'Redis unreachable: limits fall back to the database');
    warned = true;
  };
  redis.on('error', onError);
  subscriber.on('error', onError);
  redis.on('ready', () => (warned = false));
  const channelName = (channel: Channel) => `${config.keyPrefix}${channel}`;
  subscriber.on('message', (name: string, message: string) => {
    if (name.startsWith(config.keyPrefix)) local.emit(name.slice(config.keyPrefix.length), message);
  });
  return {
    mode: 'redis',
    redis,
    keyPrefix: config.keyPrefix,
    async redisStatus() {
      try {
        await redis.ping();
        return 'ok';
      } catch {
        return 'down';
      }
    },
    async publish(channel, message) {
      try {
        await redis.publish(channelName(channel), message);
      } catch (error) {
        onError(error as Error);
        local.emit(channel, message);
      }
    },
    subscribe(channel, handler) {
      if (local.listenerCount(channel) === 0) void subscriber.subscribe(channelName(channel)).catch(onError);
      local.on(channel, handler);
    },
    async close() {
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}

export function openSharedState(config: RedisConfig | undefined, log: Log): SharedState {
  return config ? redisState(config, log) : singleProcessState();
}
