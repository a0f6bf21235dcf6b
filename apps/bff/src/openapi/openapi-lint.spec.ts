import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi-document';

const ROOT = join(__dirname, '..', '..', '..', '..');
const CLI = join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
}

let dir: string;

/**
 * Redocly CLI's lint of a document under the project's redocly.yaml (recommended-strict and more),
 * as `npm test` runs it: its report of every problem, errors and warnings alike.
 */
async function lint(document: unknown): Promise<LintReport> {
  const file = join(dir, `openapi-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(document, null, 2));
  const args = [CLI, 'lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format=json'];
  const stdout = await new Promise<string>((resolve, reject) => {
    // the CLI exits with 1 when it finds errors: its report is on stdout all the same
    execFile(
      process.execPath,
      [...args, '--lint-config=error', '--max-problems=10000'],
      {
        cwd: ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
      (error, out, err) => (out.trim().startsWith('{') ? resolve(out) : reject(error ?? new Error(err))),
    );
  });
  return JSON.parse(stdout) as LintReport;
}

const problemsOf = (report: LintReport): string[] =>
  report.problems.map(
    (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location.map((l) => l.pointer).join(', ')})`,
  );

describe('OpenAPI lint (Redocly recommended-strict, redocly.yaml)', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('finds no problem, error or warning, in the document built from the catalogue', async () => {
    const report = await lint(buildOpenApiDocument());
    expect(problemsOf(report)).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  }, 120_000);

  it('fails a document with 3.0 nullability, an operation without description, an undescribed tag, no licence', async () => {
    const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as {
      info: { license?: unknown };
      tags: [{ name: string; description?: string }];
      paths: {
        '/api/sys/user/login': { post: { description?: string; responses: Record<string, unknown> } };
      };
    };
    delete document.info.license;
    delete document.tags[0].description;
    const login = document.paths['/api/sys/user/login'].post;
    delete login.description;
    login.responses['200'] = {
      description: 'success',
      content: {
        'application/json': { schema: { type: 'object', properties: { data: { nullable: true } } } },
      },
    };
    const report = await lint(document);
    expect(new Set(report.problems.map((p) => p.ruleId))).toEqual(
      new Set(['info-license', 'tag-description', 'operation-description', 'struct']),
    );
    // recommended's warnings (a tag without description) fail too: every problem is an error
    expect(report.totals.warnings).toBe(0);
    expect(report.totals.errors).toBe(report.problems.length);
  }, 120_000);
});
