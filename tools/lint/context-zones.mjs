// Lint zones of a service's bounded-context folders, read from the disk: each folder under
// apps/<service>/src/ is a context, except the layers every context may use (shared/, testing/).
// A context imports another only through that context's public surface, its index.ts (what the
// folder's module exports); never a file inside it. Shared code imports no context. A new context
// folder is covered without touching this file.
import { existsSync, readdirSync } from 'node:fs';

/** Folders under a service's src/ that are not contexts: every context may import them. */
export const SERVICE_LAYERS = ['shared', 'testing'];

/** The context folders of apps/<service>/src, as on the disk. */
export function contextsOf(root, service) {
  const src = `${root}/apps/${service}/src`;
  if (!existsSync(src)) {
    return [];
  }
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SERVICE_LAYERS.includes(entry.name))
    .map((entry) => entry.name);
}

/** The import-x/no-restricted-paths zones of one service. */
export function contextZones(root, service) {
  const src = `apps/${service}/src`;
  const contexts = contextsOf(root, service);
  return [
    ...contexts.flatMap((context) =>
      contexts
        .filter((other) => other !== context)
        .map((other) => ({
          target: `${src}/${context}`,
          from: `${src}/${other}`,
          except: ['./index.ts'],
          message: `A context imports another only through its public surface: import from '../${other}' (${src}/${other}/index.ts), not a file inside it. Export what is needed there, or move what both share to ${src}/shared/.`,
        })),
    ),
    ...(contexts.length > 0
      ? [
          {
            target: `${src}/shared`,
            from: contexts.map((context) => `${src}/${context}`),
            message: `${src}/shared/ is below the contexts: it imports none of them.`,
          },
        ]
      : []),
  ];
}
