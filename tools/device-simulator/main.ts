/**
 * A measuring device for the local system: enrols with the link of the device list's QR dialog,
 * reads its references and posts realistic sheets.
 *
 *   npm run device-sim -- --enrol '<enrolUrl>' [--sheets 20 --logs 50 --concurrency 2 --retry-rate 0.01]
 *   npm run device-sim -- [--sheets 20 ...]        again with the credential saved under tmp/device-sim/
 *
 * Options: --kind in|out, --standard <code>, --abnormal-rate 0.02, --seed <n>.
 * It prints sheets/s and refusals; a revoked or switched-off device stops with the refusal.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { closeConnections, DeviceClient, type DeviceCredential, enrol } from './device-client';
import { percentile, prepareDevices, runLoad } from './load';

const SAVED = join(__dirname, '..', '..', 'tmp', 'device-sim', 'credential.json');

function positive(name: string, text: string | undefined, fallback: number): number {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`--${name} must be a number ≥ 0, got ${text}`);
  }
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      enrol: { type: 'string' },
      sheets: { type: 'string' },
      logs: { type: 'string' },
      concurrency: { type: 'string' },
      'retry-rate': { type: 'string' },
      'abnormal-rate': { type: 'string' },
      kind: { type: 'string' },
      standard: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  let credential: DeviceCredential;
  if (values.enrol) {
    credential = await enrol(values.enrol);
    mkdirSync(join(SAVED, '..'), { recursive: true });
    writeFileSync(SAVED, JSON.stringify(credential, null, 2), { mode: 0o600 });
    console.log(
      `enrolled ${credential.deviceNo} (standards ${credential.standards.join(', ')}); credential saved in ${SAVED}`,
    );
  } else if (existsSync(SAVED)) {
    credential = JSON.parse(readFileSync(SAVED, 'utf8')) as DeviceCredential;
    console.log(`device ${credential.deviceNo}, credential from ${SAVED}`);
  } else {
    throw new Error("no credential yet: run with --enrol '<the link of the device's QR dialog>'");
  }
  const client = new DeviceClient(credential);
  const [device] = await prepareDevices([client]).catch((error: unknown) => {
    throw new Error(`the device cannot start: ${(error as Error).message}`);
  });
  if (!device) {
    return;
  }
  const kind = values.kind === 'out' ? 2 : 1;
  const result = await runLoad([device], {
    sheets: positive('sheets', values.sheets, 20),
    logs: Math.max(1, positive('logs', values.logs, 50)),
    concurrency: Math.max(1, positive('concurrency', values.concurrency, 2)),
    retryRate: positive('retry-rate', values['retry-rate'], 0.01),
    abnormalRate: positive('abnormal-rate', values['abnormal-rate'], 0.02),
    kind,
    ...(values.standard ? { standard: values.standard } : {}),
    seed: positive('seed', values.seed, Date.now() % 100_000),
    progressEvery: 10,
    onProgress: (r) =>
      console.log(
        `  ${r.accepted} sheets accepted (${((r.accepted * 1000) / r.elapsedMs).toFixed(1)} sheets/s)`,
      ),
  });
  const seconds = result.elapsedMs / 1000;
  console.log(
    `${result.accepted} ${kind === 1 ? 'stock-in' : 'stock-out'} sheets accepted (${result.logs} logs) in ${seconds.toFixed(1)} s: ` +
      `${(result.accepted / seconds).toFixed(1)} sheets/s, p50 ${percentile(result.latenciesMs, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(result.latenciesMs, 99).toFixed(0)} ms; ${result.retries} retries (${result.retryMismatches} answered differently)`,
  );
  for (const [code, { count, msg }] of result.refusals) {
    console.log(`refused ${count}× with ${code}: ${msg}`);
  }
  if (result.stopped !== undefined) {
    console.error(`stopped: the device was refused: ${result.stopped}`);
    process.exitCode = 3;
  }
}

main()
  .catch((error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 1;
  })
  .finally(closeConnections);
