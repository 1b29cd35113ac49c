import { readConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { openEmbeddedPostgres } from '../db/embedded.js';
import { verifyAuditChain } from './service.js';

/**
 * `npm run audit:verify`: the audit chain's check for operators, beside a running portal or on a stopped data folder
 * (it starts the folder's database for itself), with the server's environment (DATA_DIR, DATABASE_URL, AUDIT_KEY).
 * Prints one JSON line; exits 0 when the chain holds, 1 when it is broken, 2 when the check could not run.
 */
const config = readConfig();
const embedded = config.databaseUrl
  ? undefined
  : await openEmbeddedPostgres({ dataDir: config.dataDir, appPort: config.port, port: config.embeddedPgPort });
const { db } = createDatabase(config.databaseUrl ?? embedded!.url, 2);
try {
  const check = await verifyAuditChain(db, config);
  console.log(JSON.stringify({ ...check, checkedAt: new Date().toISOString() }));
  if (!check.intact)
    console.error(
      `the audit chain is broken at entry ${check.brokenAt} (${check.reason})` +
        (check.brokenAt === '1' ? ': if the data folder was restored, is its audit key (AUDIT_KEY or audit.key) the original one?' : ''),
    );
  process.exitCode = check.intact ? 0 : 1;
} catch (err) {
  console.error(`audit:verify failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 2;
} finally {
  await db.destroy();
  await embedded?.stop();
}
