// Reads an app's environment from the zod config schema of its source (keys, required keys, the
// PORT and HEALTH_PORT defaults) and its global route prefix from its main.ts, without running it.
import ts from 'typescript';
import type { EnvSchema } from './deploy-model';

const source = (path: string, text: string): ts.SourceFile =>
  ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);

/** Method names along a chain like `z.coerce.number().int().default(3)`, outermost first. */
function chainMethods(node: ts.Expression): string[] {
  const names: string[] = [];
  let current: ts.Expression = node;
  for (;;) {
    if (ts.isCallExpression(current)) {
      current = current.expression;
    } else if (ts.isPropertyAccessExpression(current)) {
      names.push(current.name.text);
      current = current.expression;
    } else {
      return names;
    }
  }
}

/** The `PORT: z....default(N)` of an object literal, if any. */
function defaultNumber(initializer: ts.Expression): number | undefined {
  let current: ts.Expression = initializer;
  while (ts.isCallExpression(current)) {
    const callee = current.expression;
    const [arg] = current.arguments;
    if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'default' && arg) {
      return ts.isNumericLiteral(arg) ? Number(arg.text.replace(/_/g, '')) : undefined;
    }
    current = ts.isPropertyAccessExpression(callee) ? callee.expression : callee;
  }
  return undefined;
}

/** One entry of a schema's shape, in source order: a property, or `...shape` spread by name. */
type ShapeEntry = { key: string; init: ts.Expression } | { spread: string };

interface SchemaDecl {
  base?: string;
  entries: ShapeEntry[];
}

/**
 * `const positiveInt = (n: number) => z.coerce.number().default(n)` and `const optionalText =
 * z.string().optional()`: helpers and named schemas by name, their bodies.
 */
type Helpers = Map<string, ts.Expression>;

function shapeEntries(shape: ts.Expression, helpers: Helpers): ShapeEntry[] | undefined {
  if (ts.isIdentifier(shape)) {
    return [{ spread: shape.text }];
  }
  if (!ts.isObjectLiteralExpression(shape)) {
    return undefined;
  }
  const entries: ShapeEntry[] = [];
  for (const p of shape.properties) {
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) {
      // a call of a local helper stands for the helper's body (what tells optional from required)
      // and so does a schema named by a local const (`TRIAL_ACCOUNT: optionalText`)
      const init = p.initializer;
      const helper =
        ts.isCallExpression(init) && ts.isIdentifier(init.expression)
          ? helpers.get(init.expression.text)
          : ts.isIdentifier(init)
            ? helpers.get(init.text)
            : undefined;
      entries.push({ key: p.name.text, init: helper ?? init });
    } else if (ts.isSpreadAssignment(p) && ts.isIdentifier(p.expression)) {
      entries.push({ spread: p.expression.text });
    }
  }
  return entries;
}

/**
 * The zod object schemas declared in a file: `const a = z.object({...})`,
 * `const b = a.extend({...})` and plain shapes `const c = { X: z.string(), ... }` that a schema
 * spreads (`...c`), by variable name.
 */
export function zodObjectSchemas(path: string, text: string): Map<string, SchemaDecl> {
  const found = new Map<string, SchemaDecl>();
  const file = source(path, text);
  const helpers: Helpers = new Map();
  const findHelpers = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isArrowFunction(node.initializer) &&
      !ts.isBlock(node.initializer.body)
    ) {
      helpers.set(node.name.text, node.initializer.body);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer)
    ) {
      // `const optionalText = z.string().optional()...`: a schema a shape names
      helpers.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, findHelpers);
  };
  findHelpers(file);
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isObjectLiteralExpression(init)) {
        const entries = shapeEntries(init, helpers);
        if (entries) {
          found.set(node.name.text, { entries });
        }
      } else if (ts.isCallExpression(init) && ts.isPropertyAccessExpression(init.expression)) {
        const method = init.expression.name.text;
        const target = init.expression.expression;
        const [arg] = init.arguments;
        const entries = arg ? shapeEntries(arg, helpers) : undefined;
        if (entries && (method === 'object' || method === 'extend')) {
          const base = method === 'extend' && ts.isIdentifier(target) ? target.text : undefined;
          found.set(node.name.text, base ? { base, entries } : { entries });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const OPTIONAL_METHODS = new Set(['default', 'optional', 'nullish', 'catch', 'prefault']);

/** The properties of the schema `name`, its `.extend` bases and spread shapes merged in order. */
function flattenSchema(
  schemas: Map<string, SchemaDecl>,
  name: string,
  missing: string[],
  props = new Map<string, ts.Expression>(),
  seen = new Set<string>(),
): Map<string, ts.Expression> {
  const decl = schemas.get(name);
  if (!decl || seen.has(name)) {
    missing.push(name);
    return props;
  }
  seen.add(name);
  if (decl.base) {
    flattenSchema(schemas, decl.base, missing, props, seen);
  }
  for (const entry of decl.entries) {
    if ('spread' in entry) {
      flattenSchema(schemas, entry.spread, missing, props, seen);
    } else {
      props.set(entry.key, entry.init);
    }
  }
  seen.delete(name);
  return props;
}

/** The bases and spread shapes of the schema `name` that none of the read files declares. */
export function unresolvedSchemaParts(schemas: Map<string, SchemaDecl>, name: string): string[] {
  const missing: string[] = [];
  flattenSchema(schemas, name, missing);
  return missing;
}

/**
 * Keys, required keys and the `PORT`, `HEALTH_PORT` and `METRICS_PORT` defaults of the schema `name`, following
 * `.extend` bases and `...shape` spreads; undefined when a part of it is declared nowhere.
 */
export function resolveEnvSchema(
  schemas: Map<string, SchemaDecl>,
  name: string,
):
  | { env: EnvSchema; port?: number; internalPort?: number; healthPort?: number; metricsPort?: number }
  | undefined {
  const missing: string[] = [];
  const props = flattenSchema(schemas, name, missing);
  if (missing.length > 0) {
    return undefined;
  }
  const keys = [...props.keys()];
  const required = keys.filter((key) => {
    const initializer = props.get(key);
    return initializer !== undefined && !chainMethods(initializer).some((m) => OPTIONAL_METHODS.has(m));
  });
  const numberDefault = (key: string): number | undefined => {
    const initializer = props.get(key);
    return initializer ? defaultNumber(initializer) : undefined;
  };
  const port = numberDefault('PORT');
  const internalPort = numberDefault('INTERNAL_PORT');
  const healthPort = numberDefault('HEALTH_PORT');
  const metricsPort = numberDefault('METRICS_PORT');
  return {
    env: { keys, required },
    ...(port === undefined ? {} : { port }),
    ...(internalPort === undefined ? {} : { internalPort }),
    ...(healthPort === undefined ? {} : { healthPort }),
    ...(metricsPort === undefined ? {} : { metricsPort }),
  };
}

/** The global route prefix a service's main.ts gives its HTTP app ('' when none). */
export function globalPrefixOf(path: string, text: string): string {
  let prefix = '';
  const stringArg = (arg: ts.Expression | undefined): string | undefined =>
    arg && ts.isStringLiteralLike(arg) ? arg.text : undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const [first, second] = node.arguments;
      if (name === 'createHttpApp') {
        prefix = stringArg(second) ?? prefix;
      } else if (name === 'setGlobalPrefix') {
        prefix = stringArg(first) ?? prefix;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source(path, text));
  return prefix.replace(/^\/+|\/+$/g, '');
}
