import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../server/src/db/embedded.js';

describe('embedded PostgreSQL', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
  });

  it('names the port and what to check when PostgreSQL cannot start (the port is taken)', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-port-'));
    dirs.push(dataDir);
    try {
      await expect(startEmbeddedPostgres({ dataDir, appPort: 0, port })).rejects.toThrow(
        new RegExp(`did not start on 127\\.0\\.0\\.1:${port} .*same PORT or DATA_DIR`),
      );
    } finally {
      taken.close();
    }
  }, 60_000);
});
