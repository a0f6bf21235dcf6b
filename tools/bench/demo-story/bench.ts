import { seedDemoStory, startTestStack, storyOptionsOf } from '@timber/testing';
import { deviceSheetsChapter } from '../../device-simulator/demo-story-devices';

/**
 * `npm run bench:demo-story`: how long `npm start` spends making Demo Timber's three months (issue
 * 43 asks for 30 s at most), chapter by chapter, on a fresh database with the whole backend
 * running as `npm start` runs it; and what a second start spends finding it made.
 */
async function main(): Promise<void> {
  const system = await startTestStack('bench-story', { storyClock: true });
  try {
    const chapters: string[] = [];
    const began = performance.now();
    await seedDemoStory({
      ...storyOptionsOf(system),
      deviceSheets: deviceSheetsChapter(),
      log: (line) => chapters.push(line),
    });
    const made = (performance.now() - began) / 1000;
    const again = performance.now();
    const second = await seedDemoStory(storyOptionsOf(system));
    const kept = (performance.now() - again) / 1000;
    console.log('demo story (issue 43)');
    for (const line of chapters) {
      console.log(`  ${line}`);
    }
    console.log(`  made in ${made.toFixed(1)} s (budget 30 s)`);
    console.log(`  second start: ${second} in ${(kept * 1000).toFixed(0)} ms`);
  } finally {
    await system.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
