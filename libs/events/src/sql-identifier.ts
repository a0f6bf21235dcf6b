const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** A service schema name, checked before it is spliced into SQL as an identifier. */
export function assertSchemaName(schema: string): string {
  if (!IDENTIFIER.test(schema)) {
    throw new Error(`not a safe schema name: "${schema}"`);
  }
  return schema;
}
