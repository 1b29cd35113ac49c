import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Migrations live in db/migrations, one file each, named NNNN_domain_what.ts. The first ones took a
 * number range per domain (0001 core, 0100 identity, 0200 uc, 0300 menus, 0400 files, 0500 workflow,
 * 0600 messages, 0700 search); a new one takes the next number after the last, whatever its domain:
 * a restore runs a snapshot's migrations up to its last before loading its rows, so a lower number
 * would change a table of an older snapshot before its rows are copied in.
 */
class FolderProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const dir = path.join(here, 'migrations');
    const files = (await fs.readdir(dir)).filter((f) => /^\d{4}_.*\.(ts|js)$/.test(f) && !f.endsWith('.d.ts')).sort();
    const out: Record<string, Migration> = {};
    for (const f of files) {
      out[f.replace(/\.(ts|js)$/, '')] = (await import(pathToFileURL(path.join(dir, f)).href)) as Migration;
    }
    return out;
  }
}

const migratorOf = (db: Database) => new Migrator({ db, provider: new FolderProvider(), allowUnorderedMigrations: true });

/** The migrations of the folder the database has not run (empty when it is up to date). */
export async function pendingMigrations(db: Database): Promise<string[]> {
  return (await migratorOf(db).getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

/** The names of the migrations this code holds, in order. */
export async function codeMigrations(): Promise<string[]> {
  return Object.keys(await new FolderProvider().getMigrations()).sort();
}

/** Runs the migrations up to and including `name` (a restore rebuilds the schema its snapshot had). */
export async function migrateTo(db: Database, name: string): Promise<void> {
  const { error } = await migratorOf(db).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
