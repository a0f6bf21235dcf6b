import { z } from 'zod';
import { LOOPBACK_PROXIES, TrustedProxies } from './client-address';

/**
 * The event bus a process publishes to or consumes from (busFactory): every service, and the
 * recognition worker, which publishes its results. Redis Streams on REDIS_URL by default.
 */
export const eventBusConfigShape = {
  EVENT_BUS: z.enum(['redis', 'kafka']).default('redis'),
  KAFKA_BROKERS: z.string().default(''),
  /** first segment of every event stream and Redis key of this deployment */
  EVENT_STREAM_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .default('timber'),
};

/**
 * The limits of a process that serves event streams (StreamSlots): the live board's, at sawing and
 * at the BFF, which passes them on.
 */
export const streamLimitsConfigShape = {
  /** open event streams of one link (a board link: every screen showing it) at once, in this process */
  STREAMS_PER_LINK: z.coerce.number().int().positive().default(50),
  /** open event streams from one client address (an IPv6 /64 counts as one) at once, in this process */
  STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
};

/** Environment every backend process reads (each app extends it with its own variables). */
export const serviceConfigSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET needs at least 32 characters' }),
  ...eventBusConfigShape,
  BODY_LIMIT: z.string().default('1mb'),
  HANDLER_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * The proxies in front of this process whose X-Forwarded-For is believed: addresses and CIDR
   * ranges, comma separated. The client's address (login limits, operation log) is the first
   * untrusted hop from the right; a header from any other peer is ignored.
   */
  TRUSTED_PROXIES: z
    .string()
    .default(LOOPBACK_PROXIES)
    .transform((list, ctx) => {
      try {
        return TrustedProxies.parse(list);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

/** A service that owns a schema: its own role and its relay's role. */
export const dataServiceConfigSchema = serviceConfigSchema.extend({
  DATABASE_URL: z.url(),
  RELAY_DATABASE_URL: z.url(),
});
export type DataServiceConfig = z.infer<typeof dataServiceConfigSchema>;
