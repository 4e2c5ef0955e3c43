import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe } from 'vitest';
import { localDiskStore } from '~/.server/storage/local-disk-store';
import { supabaseStorageClient } from '~/.server/storage/supabase-client';
import { supabaseStore } from '~/.server/storage/supabase-store';
import { fileStoreContract } from '../support/file-store-contract';

/**
 * The FileStore contract (./support/file-store-contract.ts) on each store: the local disk always;
 * Supabase Storage when a server is given, since none can be installed here:
 *
 *   SUPABASE_STORAGE_TEST_URL=https://<project>.supabase.co SUPABASE_STORAGE_TEST_KEY=<service role key> \
 *     npx vitest run tests/unit/platform/file-store-contract.test.ts
 *
 * It uses the bucket SUPABASE_STORAGE_TEST_BUCKET (default studio-files-test; made private if
 * missing) and writes only below a folder of its own, which it deletes at the end.
 */
const supabaseUrl = process.env.SUPABASE_STORAGE_TEST_URL;
const supabaseKey = process.env.SUPABASE_STORAGE_TEST_KEY;
const SKIP_REASON =
  'skipped: set SUPABASE_STORAGE_TEST_URL and SUPABASE_STORAGE_TEST_KEY (a project URL and its service role key) to run it';

describe('FileStore contract: local disk', () => {
  fileStoreContract(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-local-'));
    return {
      store: localDiskStore(path.join(dir, 'files')),
      root: 'contract',
      cleanUp: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  });
});

if (!supabaseUrl || !supabaseKey) console.info(`FileStore contract on Supabase Storage ${SKIP_REASON}`);

describe.skipIf(!supabaseUrl || !supabaseKey)(
  `FileStore contract: Supabase Storage${supabaseUrl && supabaseKey ? '' : ` (${SKIP_REASON})`}`,
  () => {
    fileStoreContract(async () => {
      const storage = supabaseStorageClient(supabaseUrl!, supabaseKey!);
      const store = supabaseStore({
        storage: () => storage,
        bucket: process.env.SUPABASE_STORAGE_TEST_BUCKET ?? 'studio-files-test',
        projectUrl: supabaseUrl!,
      });
      const root = `contract-${crypto.randomBytes(6).toString('hex')}`;
      return { store, root, cleanUp: async () => store.delete(await store.list(`${root}/`)) };
    });
  },
);
