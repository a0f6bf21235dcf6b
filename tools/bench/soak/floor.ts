import {
  type OrderRow,
  type PageResult,
  ROUTES,
  type SawBoardEvent,
  type SawLinks,
  type ShareCreated,
} from '@timber/contracts';
import { type ApiClient, type EventStream, openEventStream } from '@timber/testing';
import { loggedIn, type Login } from './photos';

/** How soon a wall board must hear a bench's close (the sawing bench's own budget, issue 19). */
export const BOARD_BUDGET_MS = 1_000;
/** How long the soak waits for a close's event at all before it counts it as lost. */
const HEAR_TIMEOUT_MS = 15_000;

/** A tenant's floor: its bench, the bench's signed phone link and the wall board's link. */
export interface Floor {
  login: Login;
  machineId: string;
  machineNo: string;
  cusNo: string;
  benchSign: string;
  boardToken: string;
}

/** Gives a tenant (its office user logged in as `api`) a bench and answers its floor's links. */
export async function prepareFloor(api: ApiClient, login: Login): Promise<Floor> {
  const bench = await api.ok<{ id: string }>('POST', ROUTES.benchSave.path, {
    machineNo: '01',
    name: 'Band saw',
  });
  const links = await api.ok<SawLinks>('POST', ROUTES.sawLinkSummary.path);
  const link = links.benches.find((candidate) => candidate.machineNo === '01');
  if (!link) {
    throw new Error(`no phone link for the new bench of ${login.username}`);
  }
  return {
    login,
    machineId: bench.id,
    machineNo: link.machineNo,
    cusNo: links.cusNo,
    benchSign: link.sign,
    boardToken: links.boardToken,
  };
}

/** What the floor and the phones did in a run. */
export interface FloorFigures {
  /** closes sent from a bench's phone */
  closes: number;
  /** each heard close's time from the phone's request to the board's event */
  boardLatenciesMs: number[];
  /** closes no board event followed within HEAR_TIMEOUT_MS */
  unheard: number;
  /** share pages (and their pictures) opened on phones */
  sharePages: number;
  sharePageLatenciesMs: number[];
  errors: string[];
}

/** Milliseconds from `since` to the board's first event closing `orderId`, or undefined after the timeout. */
async function heard(
  board: EventStream,
  from: number,
  orderId: string,
  since: number,
): Promise<number | undefined> {
  const deadline = performance.now() + HEAR_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const event = board.events.slice(from).find((candidate) => {
      if (candidate.event !== 'order') {
        return false;
      }
      const data = JSON.parse(candidate.data) as SawBoardEvent;
      return data.orderId === orderId && data.type === 'sawing.order.closed';
    });
    if (event) {
      return event.at - since;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

/**
 * The floor and the phones beside the office users (issue 42). Each tenant's wall board holds its
 * server-sent event stream open through the BFF for the whole run. Every `seconds` the next
 * tenant's office opens a sawing order on its bench and the operator closes it on the bench's phone
 * page (/sawbench/close, the signed link); its board must hear the close. And every `seconds`
 * the next tenant's customer opens the share page on a phone (/order/business and its pictures),
 * once the tenant's office users have settled an order: its link is made then, once, as a clerk
 * sends one. Until stopped.
 */
export async function startFloor(
  client: () => ApiClient,
  bffUrl: string,
  floors: readonly Floor[],
  seconds: number,
): Promise<{ stop(): Promise<FloorFigures> }> {
  const figures: FloorFigures = {
    closes: 0,
    boardLatenciesMs: [],
    unheard: 0,
    sharePages: 0,
    sharePageLatenciesMs: [],
    errors: [],
  };
  const fail = (what: string, error: unknown) => {
    figures.errors.push(`${what}: ${String(error)}`);
  };
  // each yard's board from its own address (documentation range), as the proxy in front tells the
  // BFF: one address holds at most STREAMS_PER_ADDRESS streams, and these are twenty yards
  const boards = await Promise.all(
    floors.map((floor, index) =>
      openEventStream(`${bffUrl}/cutting/board/events/${floor.cusNo}/${floor.boardToken}`, {
        'x-forwarded-for': `198.51.100.${index + 1}`,
      }),
    ),
  );
  const refused = boards.filter((board) => board.status !== 200).length;
  if (refused > 0) {
    throw new Error(`${refused} wall boards were refused their event stream`);
  }
  let stopped = false;
  const pause = () => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

  const sawing = (async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (let index = 0; !stopped; index++) {
      const floor = floors[index % floors.length]!;
      const board = boards[index % floors.length]!;
      try {
        const office = await loggedIn(client(), floor.login);
        const order = await office.ok<{ id: string }>('POST', ROUTES.sawingOrderSave.path, {
          machineId: floor.machineId,
          cuttingDate: today,
          specsArr: [{ L: 4, W: 100, H: 50, B: 10 }],
        });
        await office.ok(ROUTES.logout.method, ROUTES.logout.path);
        const from = board.events.length;
        const sentAt = performance.now();
        await client().ok('POST', ROUTES.sawBenchClose.path, {
          cusNo: floor.cusNo,
          machineNo: floor.machineNo,
          sign: floor.benchSign,
          id: order.id,
          specsArr: [{ L: 4, W: 100, H: 50, B: 12 }],
        });
        figures.closes += 1;
        const ms = await heard(board, from, order.id, sentAt);
        if (ms === undefined) {
          figures.unheard += 1;
        } else {
          figures.boardLatenciesMs.push(ms);
        }
      } catch (error) {
        fail(`sawing close of ${floor.login.username}`, error);
      }
      await pause();
    }
  })();

  const tokens = new Map<string, string>();
  const phones = (async () => {
    // the phones start half a period after the floor's closes
    await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
    for (let index = 0; !stopped; index++) {
      const floor = floors[index % floors.length]!;
      try {
        let token = tokens.get(floor.login.username);
        if (!token) {
          const office = await loggedIn(client(), floor.login);
          const orders = await office.ok<PageResult<OrderRow>>('POST', ROUTES.orderList.path, {
            orderType: 1,
            page: 1,
            pageSize: 5,
          });
          const shown = orders.records.map((order) => order.id);
          if (shown.length > 0) {
            token = (await office.ok<ShareCreated>('POST', ROUTES.shareCreate.path, { ids: shown })).token;
            tokens.set(floor.login.username, token);
          }
          await office.ok(ROUTES.logout.method, ROUTES.logout.path);
        }
        if (token) {
          const phone = client();
          const sentAt = performance.now();
          await phone.ok('POST', ROUTES.shareOrderList.path, { token, page: 1, pageSize: 20 });
          await phone.ok('POST', ROUTES.shareImageList.path, { token });
          figures.sharePageLatenciesMs.push(performance.now() - sentAt);
          figures.sharePages += 1;
        }
      } catch (error) {
        fail(`share page of ${floor.login.username}`, error);
      }
      await pause();
    }
  })();

  return {
    async stop() {
      stopped = true;
      await Promise.all([sawing, phones]);
      // a stream the server ended during the run has ended already: no wait
      const ended = await Promise.all(boards.map((board) => board.ended(1)));
      ended.forEach((end, index) => {
        if (end) {
          fail(`wall board of ${floors[index]!.login.username}`, 'its event stream ended during the run');
        }
      });
      boards.forEach((board) => board.close());
      return figures;
    },
  };
}
