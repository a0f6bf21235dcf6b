import { type Device, type InvoiceRow, type RechargeCreated, ROUTES } from '@timber/contracts';
import { type ApiClient } from '../../api-client';
import { DEMO_TENANT_ID } from '../../demo-seed';
import { type StoryChapter, type StoryContext } from '../story';
import { STORY_DAYS } from './stock';

/** Demo Timber's prices in yuan (the operator's: the demo tenant runs the platform, OPERATOR_TENANT_IDS). */
const PRICES = { sheet: 2, volume: 0.5, image: 0.1, monthly: 300 } as const;
/** Billing's monthly fee job (apps/billing/src/monthly-fee/monthly-fee.scheduler.ts). */
const MONTHLY_FEE_QUEUE = 'billing-monthly-fee';
const MONTHLY_FEE_JOB = 'charge-monthly-fees';
/** A list's page (§7 lists). */
interface Page<T> {
  records: T[];
  total: number;
}
/** The recharges of the three months: days ago, time (UTC), yuan. */
const RECHARGES = [
  [80, '09:20', 1000],
  [52, '10:05', 1500],
  [19, '14:40', 1000],
] as const;

/** What the money chapter made, for the test to check against the screens. */
export interface MoneyStory {
  /** the months charged their fee, YYYY-MM */
  feeMonths: string[];
  /** yuan recharged */
  recharges: number[];
  invoice?: { id: string; invoiceNo: string; orders: number };
  /** device log lines the chapter made, by device number */
  deviceActions: { deviceNo: string; action: 'switchedOff' | 'switchedOn' | 'renamed'; daysAgo: number }[];
}

/**
 * The first part of the money: the day the yard's account opens, the operator sets its prices
 * (per confirmed sheet, per m³, per counted image, per month). Billing prices usage when it takes
 * an event, so the prices are there before the yard's first sheet; the rest of the money is the
 * last chapter's.
 */
export function billingPricesChapter(): StoryChapter {
  return {
    name: 'prices',
    async run(story) {
      await story.at(STORY_DAYS, '07:00');
      await story.api('billing').ok('POST', ROUTES.billingAccountSave.path, {
        tenantId: DEMO_TENANT_ID,
        fees: Object.entries(PRICES).map(([feeItemId, price]) => ({ feeItemId, price })),
      });
    },
  };
}

/**
 * Money (the last chapter): the usage the earlier chapters charged is in the ledger, dated by its
 * events; billing's monthly fee job runs on the morning of each month's first day (the story runs
 * one run of it at that moment: its schedule runs at real times); the yard recharges three times
 * through the sandbox payment provider, paying on its pay page; it asks for an invoice of its
 * first month's consumption, which the operator issues. The devices screens get their life too:
 * a device switched off for a morning and on again, and renamed.
 */
export function billingChapter(made: MoneyStory): StoryChapter {
  return {
    name: 'money',
    async run(story) {
      const billing = story.api('billing');
      const devices = story.api('devices');
      await story.settle(); // every sheet and image of the earlier chapters is charged
      const deviceList = await devices.ok<Page<Device>>('POST', ROUTES.deviceList.path, {
        page: 1,
        pageSize: 10,
      });
      const [device] = deviceList.records;
      const moments = [
        ...monthStarts(story).map((daysAgo) => ({ daysAgo, time: '02:00', what: 'fee' as const })),
        ...RECHARGES.map(([daysAgo, time, yuan]) => ({ daysAgo, time, what: 'recharge' as const, yuan })),
        { daysAgo: 61, time: '07:40', what: 'switchOff' as const },
        { daysAgo: 61, time: '11:15', what: 'switchOn' as const },
        { daysAgo: 33, time: '16:30', what: 'rename' as const },
        { daysAgo: 24, time: '10:30', what: 'invoice' as const },
        { daysAgo: 21, time: '15:00', what: 'issue' as const },
      ].sort((a, b) => b.daysAgo - a.daysAgo || a.time.localeCompare(b.time));
      for (const moment of moments) {
        await story.at(moment.daysAgo, moment.time);
        switch (moment.what) {
          case 'fee':
            await story.runBillingJob(MONTHLY_FEE_QUEUE, MONTHLY_FEE_JOB);
            made.feeMonths.push(story.day(moment.daysAgo).slice(0, 7));
            break;
          case 'recharge':
            await recharge(story, moment.yuan);
            made.recharges.push(moment.yuan);
            break;
          case 'switchOff':
          case 'switchOn':
            if (device) {
              await devices.ok('POST', ROUTES.deviceStatus.path.replace(':id', device.id), {
                status: moment.what === 'switchOn' ? 1 : 0,
              });
              made.deviceActions.push({
                deviceNo: device.deviceNo,
                action: moment.what === 'switchOn' ? 'switchedOn' : 'switchedOff',
                daysAgo: moment.daysAgo,
              });
            }
            break;
          case 'rename':
            if (device) {
              await devices.ok('POST', ROUTES.deviceRename.path.replace(':deviceNo', device.deviceNo), {
                deviceName: `${device.deviceName} (gate)`,
              });
              made.deviceActions.push({
                deviceNo: device.deviceNo,
                action: 'renamed',
                daysAgo: moment.daysAgo,
              });
            }
            break;
          case 'invoice':
            made.invoice = await applyInvoice(story, billing, monthStarts(story)[0]!);
            break;
          case 'issue':
            if (made.invoice) {
              await billing.ok('POST', ROUTES.invoiceIssue.path.replace(':id', made.invoice.id), {
                invoiceNo: made.invoice.invoiceNo,
                invoiceDate: story.day(moment.daysAgo),
              });
            }
            break;
        }
      }
    },
  };
}

/** The first day of each month of the story (days ago), the oldest first. */
function monthStarts(story: StoryContext): number[] {
  const starts: number[] = [];
  for (let daysAgo = STORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    if (story.day(daysAgo).endsWith('-01')) {
      starts.push(daysAgo);
    }
  }
  return starts;
}

/**
 * A recharge as the recharge page makes it: the payment, then the provider's pay page (the
 * sandbox's), whose Pay button posts the provider's signed notification; billing credits it.
 */
async function recharge(story: StoryContext, yuan: number): Promise<void> {
  const billing = story.api('billing');
  const created = await billing.ok<RechargeCreated>('POST', ROUTES.rechargeCreate.path, {
    amount: yuan,
    payChannel: 'alipay',
  });
  const page = await billing.file(ROUTES.rechargeSandboxPage.path.replace(':id', created.id));
  const callbacks = /const callbacks = (\{.*\});/.exec(page.bytes.toString('utf8'))?.[1];
  if (page.status !== 200 || !callbacks) {
    throw new Error(`the sandbox's pay page of ${created.id} has no Pay button (${page.status})`);
  }
  const { paid } = JSON.parse(callbacks) as { paid: unknown };
  const answer = await billing.notify(
    ROUTES.rechargeNotify.path.replace(':provider', 'sandbox'),
    JSON.stringify(paid),
    'application/json',
  );
  if (answer.text !== 'success') {
    throw new Error(`the sandbox's notification of ${created.id} was refused: ${answer.text}`);
  }
}

/**
 * The yard asks for an invoice of its consumption orders of the first month's first ten days,
 * chosen on the ledger (dated by their events; the invoice dialog's own list goes by when each
 * row was written, which PostgreSQL stamps at the real time until the story ends).
 */
async function applyInvoice(
  story: StoryContext,
  billing: ApiClient,
  firstMonthStart: number,
): Promise<{ id: string; invoiceNo: string; orders: number }> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const rows = await billing.ok<Page<{ id: string; tradeType: number }>>('POST', ROUTES.ledgerList.path, {
      page,
      pageSize: 100,
      periodBegin: story.day(firstMonthStart),
      periodEnd: story.day(firstMonthStart - 9),
    });
    ids.push(...rows.records.filter((row) => row.tradeType === 1).map((row) => row.id));
    if (rows.records.length < 100) {
      break;
    }
  }
  const invoice = await billing.ok<InvoiceRow>('POST', ROUTES.invoiceApply.path, { ids });
  return {
    id: invoice.id,
    invoiceNo: `FP${story.day(firstMonthStart).replace(/-/g, '')}01`,
    orders: ids.length,
  };
}
