import { SERVICE_SCHEMAS } from '@timber/db';
import { type Client } from 'pg';

/** From `realAt` (ms, the real clock) on, the story's processes ran `offsetMs` from it. */
export interface ClockMark {
  realAt: number;
  offsetMs: number;
}

/**
 * What PostgreSQL stamped itself during the story (`default now()`, `now()` in a statement) is
 * the real time: each such moment is moved by the offset the story's clock had then, so it reads
 * as the JavaScript clocks of that moment did (the story's day and hour). Only moments since the
 * story began move; the story's own moments are all before it.
 */
export async function restampDatabase(
  db: Client,
  storyBegan: number,
  marks: readonly ClockMark[],
): Promise<number> {
  if (marks.length === 0) {
    return 0;
  }
  const columns = await db.query<{ schema: string; table: string; column: string }>(
    `select c.table_schema as schema, c.table_name as table, c.column_name as column
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = any($1) and t.table_type = 'BASE TABLE'
        and c.data_type = 'timestamp with time zone'
      order by 1, 2, 3`,
    [SERVICE_SCHEMAS.map((service) => service.schema)],
  );
  await db.query('begin');
  try {
    await db.query(
      `create temporary table story_marks (real_from timestamptz, real_to timestamptz, shift interval) on commit drop`,
    );
    await db.query(
      `insert into story_marks (real_from, real_to, shift)
       select to_timestamp(real_at / 1000.0),
              coalesce(lead(to_timestamp(real_at / 1000.0)) over (order by real_at), 'infinity'),
              make_interval(secs => offset_ms / 1000.0)
         from unnest($1::bigint[], $2::bigint[]) as m (real_at, offset_ms)`,
      [marks.map((m) => m.realAt), marks.map((m) => Math.round(m.offsetMs))],
    );
    // moments after the story began but before its first mark: the first mark's offset
    await db.query(
      `update story_marks set real_from = to_timestamp($1 / 1000.0)
        where real_from = (select min(real_from) from story_marks)`,
      [storyBegan],
    );
    let moved = 0;
    for (const { schema, table, column } of columns.rows) {
      const target = `${quote(schema)}.${quote(table)}`;
      const result = await db.query(
        `update ${target} t set ${quote(column)} = t.${quote(column)} + m.shift
           from story_marks m
          where t.${quote(column)} >= m.real_from and t.${quote(column)} < m.real_to`,
      );
      moved += result.rowCount ?? 0;
    }
    await db.query('commit');
    return moved;
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
