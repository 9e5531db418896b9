import type { Database } from '../db/database';

export interface TableInfo {
  name: string;
  /** Column name → Postgres type name (e.g. 'bigint', 'text'). */
  columns: Map<string, string>;
}

/**
 * The exposed schema's tables and columns, read from the catalog. Every table and column a
 * request names is checked against it before any SQL is built (docs/ARCHITECTURE.md).
 */
export class Catalog {
  private constructor(private readonly tables: Map<string, TableInfo>) {}

  static async load(db: Database, schema = 'public'): Promise<Catalog> {
    const { rows } = await db.pg.query<{ table_name: string; column_name: string; data_type: string }>(
      `select c.table_name, c.column_name, c.data_type
         from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = $1 and t.table_type in ('BASE TABLE', 'VIEW')
        order by c.table_name, c.ordinal_position`,
      [schema],
    );
    const tables = new Map<string, TableInfo>();
    for (const row of rows) {
      let table = tables.get(row.table_name);
      if (!table) {
        table = { name: row.table_name, columns: new Map() };
        tables.set(row.table_name, table);
      }
      table.columns.set(row.column_name, row.data_type);
    }
    return new Catalog(tables);
  }

  table(name: string): TableInfo | undefined {
    return this.tables.get(name);
  }
}
