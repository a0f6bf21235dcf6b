/** A sleep that `wake()` ends early: loops wait on it and stop() wakes them. */
export class Sleeper {
  private timer: NodeJS.Timeout | undefined;
  private resolve: (() => void) | undefined;

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.resolve = resolve;
      this.timer = setTimeout(() => this.wake(), ms);
    });
  }

  wake(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const resolve = this.resolve;
    this.resolve = undefined;
    resolve?.();
  }
}
