/** Polls `check` until it stops throwing (or returns a truthy value) or `timeoutMs` passes. */
export async function expectEventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = new Error('expectEventually: condition never checked');
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== false) {
        return value;
      }
      lastError = new Error('expectEventually: condition was false');
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw lastError;
}
