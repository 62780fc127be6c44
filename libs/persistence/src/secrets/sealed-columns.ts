import type { DataSource, EntityManager } from 'typeorm';
import type { SecretBox } from './secret-box';

/**
 * Each opened database carries its secret box (openDatabase binds it), so a repository finds it
 * through its EntityManager, a transaction's or the data source's, without every caller passing it.
 */
const boxes = new WeakMap<DataSource, SecretBox>();

export function bindSecretBox(dataSource: DataSource, box: SecretBox): void {
  boxes.set(dataSource, box);
}

export function secretBoxOf(manager: EntityManager): SecretBox {
  const box = boxes.get(manager.connection);
  if (!box) throw new Error('this data source was not opened by openDatabase: it has no secret box');
  return box;
}

/**
 * Every column that holds a secret at rest, by table. The repositories seal these on write and open
 * them on read (sealRow, openRow), and the re-seal pass walks them: sealing a new column is one line
 * here (docs/persistence.md "Sealed columns"). The kept answers of Idempotency-Key are sealed
 * apart, under a key only the client's Idempotency-Key completes (idempotency-sealer.ts).
 */
export const SEALED_COLUMNS = {
  automations: ['signing_key', 'inbound_signing_secret'],
  automation_actions: ['secret', 'signing_secret', 'previous_signing_secret'],
  /** Emails carry single-use links until they are sent (docs/accounts.md). */
  email_outbox: ['text_body', 'html_body', 'links'],
} as const satisfies Record<string, readonly string[]>;

export type SealedTable = keyof typeof SEALED_COLUMNS;

/** The row with each sealed column of `table` that holds text sealed; other columns as they were. */
export function sealRow<Row extends object>(box: SecretBox, table: SealedTable, row: Row): Row {
  return mapColumns(table, row, (value) => box.seal(value));
}

/** The row with each sealed column of `table` opened (a plaintext value of an older version reads as itself). */
export function openRow<Row extends object>(box: SecretBox, table: SealedTable, row: Row): Row {
  return mapColumns(table, row, (value) => box.open(value));
}

/**
 * `openRow` over many rows, opening each distinct sealed value once: a dispatcher's claim holds
 * many deliveries of the same action, whose three secrets would otherwise be decrypted per row
 * (AES-GCM set-up was a tenth of the dispatcher's CPU). The plaintexts live only for this call.
 */
export function openRows<Row extends object>(
  box: SecretBox,
  table: SealedTable,
  rows: readonly Row[],
): Row[] {
  const opened = new Map<string, string>();
  const open = (value: string) => {
    let plain = opened.get(value);
    if (plain === undefined) {
      plain = box.open(value);
      opened.set(value, plain);
    }
    return plain;
  };
  return rows.map((row) => mapColumns(table, row, open));
}

function mapColumns<Row extends object>(
  table: SealedTable,
  row: Row,
  change: (value: string) => string,
): Row {
  const copy = { ...row } as Record<string, unknown>;
  for (const column of SEALED_COLUMNS[table]) {
    const value = copy[column];
    if (typeof value === 'string') copy[column] = change(value);
  }
  return copy as Row;
}
