import { type z } from 'zod';

/**
 * Reads and validates the environment once, at boot, into a typed object. This is the only
 * place of an app that reads process.env; a bad or missing variable stops the process with
 * every problem named.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`invalid configuration:\n${problems}`);
  }
  return parsed.data;
}
