import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type SawBoardEvent, type SawBoardRevoked, sawBoardRevokedSchema } from '@timber/contracts';
import { loggerFor, REDIS, requestContext, StreamSlots } from '@timber/nest-kit';
import { type Request, type Response } from 'express';
import { type Redis } from 'ioredis';
import { SAWING_CONFIG, type SawingConfig } from '../config';
import { type SignedLink } from '../shared/floor-links';

/** A comment line this often keeps idle connections (and the proxies on the way) open. */
export const BOARD_HEARTBEAT_MS = 20_000;

/**
 * The live boards connected to this process (server-sent events, §2 real-time board) and the
 * Redis channel that tells every process of the service what changed: the board events consumer
 * (one process of the group per event) publishes on the tenant's channel, each process passes it
 * to its own boards of that tenant. Each board is kept with the link generation it was opened by:
 * when the tenant's links are revoked, the boards of older generations are told (`revoked`) and
 * their streams end.
 */
@Injectable()
export class BoardHub implements OnModuleInit, OnModuleDestroy {
  private readonly log = loggerFor(BoardHub.name);
  /** per tenant, each open board's response, the link generation it was opened by and its slot's release */
  private readonly boards = new Map<string, Map<Response, { generation: number; release: () => void }>>();
  /** the open streams per board link and per client address (STREAMS_PER_LINK, STREAMS_PER_ADDRESS) */
  private readonly slots: StreamSlots;
  private readonly prefix: string;
  private subscriber: Redis | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SAWING_CONFIG) config: SawingConfig,
  ) {
    this.prefix = `${config.EVENT_STREAM_PREFIX}:saw-board:`;
    this.slots = new StreamSlots({
      perLink: config.STREAMS_PER_LINK,
      perAddress: config.STREAMS_PER_ADDRESS,
    });
  }

  async onModuleInit(): Promise<void> {
    // a connection in subscriber mode takes no other command: one of its own
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('pmessage', (_pattern: string, channel: string, message: string) =>
      this.deliver(channel.slice(this.prefix.length), message),
    );
    await this.subscriber.psubscribe(`${this.prefix}*`);
    this.heartbeat = setInterval(
      () => this.everyBoard((res) => res.write(': keep-alive\n\n')),
      BOARD_HEARTBEAT_MS,
    );
    this.heartbeat.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.heartbeat);
    this.everyBoard((res) => res.end());
    this.boards.clear();
    await this.subscriber?.quit().catch(() => undefined);
  }

  /**
   * A tenant's board listens from now on until its browser goes or its link is revoked. A link (the
   * tenant's board link of one generation) and a client address hold a limited number of streams at
   * once: beyond, 429 (COMMON.TOO_MANY_STREAMS_LINK / _ADDRESS) before anything is sent.
   */
  attach(link: SignedLink, req: Request, res: Response): void {
    const { tenantId } = link;
    const release = this.slots.take(`${tenantId}:${link.generation}`, requestContext().ip);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // reconnect after 3 s when the connection drops (EventSource does so by itself)
    res.write('retry: 3000\n\n');
    let set = this.boards.get(tenantId);
    if (!set) {
      set = new Map();
      this.boards.set(tenantId, set);
    }
    set.set(res, { generation: link.generation, release });
    req.once('close', () => this.detach(tenantId, res));
    res.once('close', () => this.detach(tenantId, res));
  }

  /** Tells every process's boards of the tenant (the consumer's side). */
  async publish(tenantId: string, event: SawBoardEvent | SawBoardRevoked): Promise<void> {
    await this.redis.publish(`${this.prefix}${tenantId}`, JSON.stringify(event));
  }

  /** How many boards this process serves (the benchmark and tests read it). */
  get size(): number {
    let n = 0;
    for (const set of this.boards.values()) {
      n += set.size;
    }
    return n;
  }

  private deliver(tenantId: string, message: string): void {
    const set = this.boards.get(tenantId);
    if (!set) {
      return;
    }
    // one line of JSON: `data:` holds it whole
    const data = message.replace(/\n/g, ' ');
    const revoked = revokedOf(message);
    if (revoked) {
      // the boards of older links are told, then their streams end (EventSource's reconnection is refused, 402735)
      let ended = 0;
      for (const [res, { generation }] of [...set]) {
        if (generation < revoked.generation) {
          res.end(`event: revoked\ndata: ${data}\n\n`);
          this.detach(tenantId, res);
          ended += 1;
        }
      }
      this.log.info({ tenantId, ended, generation: revoked.generation }, 'revoked boards closed');
      return;
    }
    const frame = `event: order\ndata: ${data}\n\n`;
    for (const res of set.keys()) {
      res.write(frame);
    }
    this.log.debug({ tenantId, boards: set.size }, 'board event passed on');
  }

  private detach(tenantId: string, res: Response): void {
    const set = this.boards.get(tenantId);
    if (!set) {
      return;
    }
    set.get(res)?.release();
    set.delete(res);
    if (set.size === 0) {
      this.boards.delete(tenantId);
    }
  }

  private everyBoard(work: (res: Response) => void): void {
    for (const set of this.boards.values()) {
      for (const res of set.keys()) {
        work(res);
      }
    }
  }
}

/** The revocation a channel message announces, or undefined for an order's event. */
function revokedOf(message: string): SawBoardRevoked | undefined {
  try {
    const parsed = sawBoardRevokedSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
