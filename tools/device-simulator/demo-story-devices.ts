import { type DeviceSheet, ROUTES } from '@timber/contracts';
import { DEMO_DEVICES, DEMO_TENANT_ID, type StoryChapter } from '@timber/testing';
import { DeviceClient, enrol } from './device-client';
import { makeSheet } from './sheet-maker';

/** Kinds the gate scanner measures (its standard is China's: the kinds measured under it). */
const SCANNED_KINDS = ['Pine', 'Spruce', 'Birch', 'Oak'];
/** The scanner came into use this many days ago. */
const ENROLLED_DAYS_AGO = 75;

/**
 * The device-measured sheets of the demo story (issue 43), as a gate scanner makes them: the
 * demo's gate scanner is enrolled from its QR dialog's link, then every few working days it posts
 * a lorry's logs log by log to ingest (the device simulator's client and log maker), the sheet
 * arrives in inventory as a device sheet, and the yard confirms it within the hour (forcing past
 * the logs the scanner flagged). The scanner's client lives with the simulator, under tools/: so
 * does this chapter, which the start command and the story's test hand to the story.
 */
export function deviceSheetsChapter(): StoryChapter {
  return {
    name: 'device sheets',
    async run(story) {
      const scanner = DEMO_DEVICES[0];
      await story.at(ENROLLED_DAYS_AGO, '07:05');
      const code = await story
        .api('ingest')
        .ok<{ enrolUrl: string }>('POST', ROUTES.deviceEnrolCode.path.replace(':id', scanner.id));
      const device = new DeviceClient(await enrol(code.enrolUrl));
      const references = answered(await device.references());
      const scanned = {
        ...references,
        woodKinds: references.woodKinds.filter((kind) => SCANNED_KINDS.includes(kind.name)),
        locations: references.locations.filter((location) => location.name.startsWith('Yard')),
      };
      const posted: { daysAgo: number; time: string }[] = [];
      for (let daysAgo = ENROLLED_DAYS_AGO - 1; daysAgo >= 1; daysAgo -= story.random.int(2, 4)) {
        if (new Date(`${story.day(daysAgo)}T00:00:00Z`).getUTCDay() === 0) {
          continue;
        }
        const time = `${story.random.int(7, 15)}:${story.random.int(10, 49)}`;
        await story.at(daysAgo, time);
        const sheet: DeviceSheet = makeSheet(story.random.next, scanned, {
          kind: 1,
          standard: scanner.standards[0],
          logs: story.random.int(20, 45),
          abnormalRate: 0.03,
        });
        answered(await device.postSheet(`demo-${scanner.deviceNo}-${daysAgo}`, sheet));
        posted.push({ daysAgo, time });
      }
      // the sheets reach inventory by events; the yard confirms each within the hour it came
      await story.settle(['inventory']);
      const { rows } = await story.db.query<{ id: string; error_num: number; customer_id: string | null }>(
        `select id, error_num, customer_id from inventory.sheets where tenant_id = $1 and device_no = $2 and status = 1
          order by created_at`,
        [DEMO_TENANT_ID, scanner.deviceNo],
      );
      if (rows.length !== posted.length) {
        throw new Error(`the scanner posted ${posted.length} sheets, inventory holds ${rows.length}`);
      }
      for (const [index, sheet] of rows.entries()) {
        const { daysAgo, time } = posted[index]!;
        const [hours, minutes] = time.split(':').map(Number) as [number, number];
        await story.at(daysAgo, `${hours + 1}:${minutes}`);
        const inventory = story.api('inventory');
        if (sheet.customer_id === null) {
          // the scanner's operator named no customer: the clerk does before confirming
          await inventory.ok('POST', ROUTES.stockInChangeCustomer.path, {
            id: sheet.id,
            customerId: story.random.pick(references.customers).id,
          });
        }
        await inventory.ok('POST', ROUTES.stockInConfirm.path.replace(':id', sheet.id), {
          manual: sheet.error_num > 0 ? 1 : 0,
        });
      }
    },
  };
}

function answered<T>(answer: { code: number; msg: string; data?: T | null }): T {
  if (answer.code !== 0 || answer.data === undefined || answer.data === null) {
    throw new Error(`the device was refused (${answer.code}): ${answer.msg}`);
  }
  return answer.data;
}
