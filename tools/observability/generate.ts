// `npm run observability:generate`: writes the Grafana dashboards and the k8s PrometheusRule from
// their sources (generated-files.ts). A test fails while the committed files differ from this.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './alert-rules';
import { generatedFiles } from './generated-files';

async function main(): Promise<void> {
  for (const [path, text] of await generatedFiles()) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), text);
    console.log(`wrote ${path}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
