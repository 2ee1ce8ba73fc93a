import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';

type Counter = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counter) => void;

/** Where per-IP counters live right now; /readyz reports it. */
export type RateLimitStoreState = 'redis' | 'per-process' | 'per-process (Redis unreachable)';

// INCR, and start the window on the first hit: one round trip, atomic on the Redis side.
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

// Counters of one process are bounded: beyond this many keys the oldest are forgotten first.
const LOCAL_KEY_LIMIT = 20_000;

/**
 * Counters for @fastify/rate-limit that live in Redis when it answers and in this process when it
 * does not. Without Redis each instance limits on its own (a limit N times looser behind N
 * instances), which is far better than the plugin's `skipOnError` that drops every per-IP limit.
 * Each switch is logged once; when Redis is back it is used again on the next request.
 */
export function createFailoverRateLimitStore(options: {
  redis: Redis | undefined;
  nameSpace: string;
  logger: FastifyBaseLogger;
}) {
  const { redis, nameSpace, logger } = options;
  const local = new Map<string, { current: number; resetAt: number }>();
  let redisFailing = false;

  function incrementLocally(key: string, timeWindow: number): Counter {
    const now = Date.now();
    let entry = local.get(key);
    if (!entry || entry.resetAt <= now) {
      local.delete(key);
      entry = { current: 0, resetAt: now + timeWindow };
      if (local.size >= LOCAL_KEY_LIMIT) local.delete(local.keys().next().value as string);
      local.set(key, entry);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.resetAt - now };
  }

  function noteRedis(failing: boolean, error?: unknown) {
    if (failing === redisFailing) return;
    redisFailing = failing;
    if (failing) {
      logger.warn({ err: error }, 'Redis unreachable: per-IP rate limits are counted in this process until it returns');
    } else {
      logger.info('Redis reachable again: per-IP rate limits are shared through it');
    }
  }

  redis?.on('error', (error: unknown) => noteRedis(true, error));
  redis?.on('ready', () => noteRedis(false));

  class FailoverStore {
    // The plugin constructs the store with its global options, which this store has no use for.
    constructor(
      _pluginOptions: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      const fullKey = this.prefix + key;
      if (redis?.status !== 'ready') {
        done(null, incrementLocally(fullKey, timeWindow));
        return;
      }
      redis.eval(INCREMENT_SCRIPT, 1, fullKey, timeWindow).then(
        (result) => {
          noteRedis(false);
          const [current, ttl] = result as [number, number];
          done(null, { current, ttl });
        },
        (error: unknown) => {
          noteRedis(true, error);
          done(null, incrementLocally(fullKey, timeWindow));
        },
      );
    }

    // The plugin passes the route under `routeInfo` (its type definitions say the options themselves).
    child(routeOptions: RouteOptions & { routeInfo?: RouteOptions }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new FailoverStore(null, `${this.prefix}${String(route.method)}${route.url}-`);
    }
  }

  return {
    Store: FailoverStore,
    state(): RateLimitStoreState {
      if (!redis) return 'per-process';
      return redis.status === 'ready' ? 'redis' : 'per-process (Redis unreachable)';
    },
  };
}
