import type { ColumnType } from 'kysely';

// Column types the domains' table declarations (tables*.ts) share.

/** A column with a database default: read as T, left out of an insert when the default will do. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A timestamp with a database default (usually now()); written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
