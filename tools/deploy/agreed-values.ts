import { AGREED_VARS, type BackendApp, type Report } from './deploy-model';

/** The values of AGREED_VARS each app is given (`(default)` when it is not set). */
export class AgreedValues {
  private readonly seen = new Map<string, Map<string, string[]>>();

  constructor(private readonly where: string) {}

  add(app: BackendApp, env: { get(key: string): string | undefined }): void {
    for (const key of AGREED_VARS.filter((k) => app.env.keys.includes(k))) {
      const value = env.get(key) ?? '(default)';
      const byValue = this.seen.get(key) ?? new Map<string, string[]>();
      byValue.set(value, [...(byValue.get(value) ?? []), app.name]);
      this.seen.set(key, byValue);
    }
  }

  check(problem: Report): void {
    for (const [key, byValue] of this.seen) {
      if (byValue.size > 1) {
        const values = [...byValue].map(([value, apps]) => `${value} (${apps.join(', ')})`).join(', ');
        problem(`${this.where}: the apps reading ${key} are given different values: ${values}`);
      }
    }
  }
}
