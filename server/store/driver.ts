// What the store needs from an engine: run a statement, read rows, run a
// transaction. Statements are written once, with `?` placeholders; the
// PostgreSQL driver numbers them ($1, $2 …). Booleans go in as the engine
// wants them (SQLite: 0/1).
export type Param = string | number | boolean | null;
export type Row = Record<string, unknown>;

export interface Queryable {
  all(sql: string, params?: readonly Param[]): Promise<Row[]>;
  get(sql: string, params?: readonly Param[]): Promise<Row | undefined>;
  /** A statement without rows to read; the number of rows it changed. */
  run(sql: string, params?: readonly Param[]): Promise<number>;
  /** Several statements without parameters (a migration). */
  exec(sql: string): Promise<void>;
}

export interface Driver extends Queryable {
  readonly kind: "sqlite" | "postgres";
  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** `?` → `$1`, `$2` … (no statement of the store has a `?` inside a string literal). */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
