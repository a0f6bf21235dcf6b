import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/** User and system CPU seconds a process has used so far (0 once it is gone). */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) {
    return 0;
  }
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export interface ToolRun {
  /** what the tool printed, stdout and stderr together */
  output: string;
  /** CPU seconds the tool's JVM used, its start and warm-up included */
  cpuSeconds: number;
}

/**
 * One of Kafka's tools (a main class of kafka-tools, as bin/kafka-*-perf-test.sh runs it) on the
 * broker's own jars. Run under a shell that reports its waited-for child's CPU time (cutime and
 * cstime of /proc/<shell>/stat) once the JVM has exited.
 */
export async function runKafkaTool(libs: string, main: string, args: readonly string[]): Promise<ToolRun> {
  const script = 'java "$@"; rc=$?; read -r stat < /proc/$$/stat; echo "CPU-STAT $stat"; exit $rc';
  const child = spawn(
    'sh',
    ['-c', script, 'sh', '-Xmx512m', '-XX:+UseG1GC', '-cp', `${libs}/*`, main, ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stat = /^CPU-STAT .*$/m.exec(output)?.[0] ?? '';
  output = output.replace(/^CPU-STAT .*\n?/m, '');
  if (code !== 0) {
    throw new Error(`${main} exited with ${code}:\n${output}`);
  }
  // fields after the command name: [13] cutime, [14] cstime (clock ticks)
  const fields = stat.split(') ')[1]?.split(' ') ?? [];
  return { output, cpuSeconds: (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS_PER_SECOND };
}

export interface ProducerToolFigures {
  records: number;
  perSecond: number;
  mbPerSecond: number;
  /** send to acknowledgement, as the tool measures it */
  p50Ms: number;
  p99Ms: number;
  cpuSeconds: number;
}

/**
 * kafka-producer-perf-test: `warmup + records` records of the payload's size, keyed at random over
 * as many keys as records (as every event has its own partition key), acks=all and idempotence
 * on as the project's producer; the figures of the steady state after the warm-up records.
 */
export async function producerPerfTest(options: {
  libs: string;
  brokers: string[];
  topic: string;
  payloadFile: string;
  records: number;
  warmup: number;
}): Promise<ProducerToolFigures> {
  const total = options.records + options.warmup;
  const run = await runKafkaTool(options.libs, 'org.apache.kafka.tools.ProducerPerformance', [
    '--bootstrap-server',
    options.brokers.join(','),
    '--topic',
    options.topic,
    '--num-records',
    String(total),
    ...(options.warmup > 0 ? ['--warmup-records', String(options.warmup)] : []),
    '--throughput',
    '-1',
    '--payload-file',
    options.payloadFile,
    '--key-distribution',
    'random',
    '--record-key-range',
    String(total),
    '--reporting-interval',
    '600000',
    '--command-property',
    'acks=all',
    'enable.idempotence=true',
  ]);
  // "20000 [steady state ]records sent, 15432.1 records/sec (38.51 MB/sec), 463.16 ms avg latency,
  // 648.00 ms max latency, 477 ms 50th, 611 ms 95th, 639 ms 99th, 646 ms 99.9th."
  const lines = run.output.split('\n').filter((line) => /records sent, [\d.]+ records\/sec/.test(line));
  const line = lines.find((candidate) => candidate.includes('steady state')) ?? lines[lines.length - 1];
  const match =
    /(\d+) (?:steady state )?records sent, ([\d.]+) records\/sec \(([\d.]+) MB\/sec\).* (\d+) ms 50th, .* (\d+) ms 99th,/.exec(
      line ?? '',
    );
  if (!match) {
    throw new Error(`kafka-producer-perf-test printed no summary:\n${run.output}`);
  }
  return {
    records: Number(match[1]),
    perSecond: Number(match[2]),
    mbPerSecond: Number(match[3]),
    p50Ms: Number(match[4]),
    p99Ms: Number(match[5]),
    cpuSeconds: run.cpuSeconds,
  };
}

export interface ConsumerToolFigures {
  records: number;
  /** records/s while fetching (the tool's fetch.nMsg.sec: its group join left out) */
  perSecond: number;
  mbPerSecond: number;
  cpuSeconds: number;
}

/** kafka-consumer-perf-test: a new group reads `records` records of the topic from its start. */
export async function consumerPerfTest(options: {
  libs: string;
  brokers: string[];
  topic: string;
  records: number;
  group: string;
}): Promise<ConsumerToolFigures> {
  const run = await runKafkaTool(options.libs, 'org.apache.kafka.tools.ConsumerPerformance', [
    '--bootstrap-server',
    options.brokers.join(','),
    '--topic',
    options.topic,
    '--num-records',
    String(options.records),
    '--group',
    options.group,
    '--timeout',
    '30000',
  ]);
  // start.time, end.time, data.consumed.in.MB, MB.sec, data.consumed.in.nMsg, nMsg.sec,
  // rebalance.time.ms, fetch.time.ms, fetch.MB.sec, fetch.nMsg.sec
  const row = run.output
    .split('\n')
    .map((line) => line.split(',').map((cell) => cell.trim()))
    .find((cells) => cells.length === 10 && /^\d{4}-/.test(cells[0] ?? ''));
  if (!row) {
    throw new Error(`kafka-consumer-perf-test printed no figures:\n${run.output}`);
  }
  return {
    records: Number(row[4]),
    perSecond: Number(row[9]),
    mbPerSecond: Number(row[8]),
    cpuSeconds: run.cpuSeconds,
  };
}
