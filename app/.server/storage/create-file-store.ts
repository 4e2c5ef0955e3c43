import type { Config } from '../platform/config';
import type { FileStore } from './file-store';
import { filesDirOf, localDiskStore } from './local-disk-store';
import { supabaseStorageClient, type SupabaseStorage } from './supabase-client';
import { supabaseStore } from './supabase-store';

type StoreConfig = Pick<Config, 'DATA_DIR' | 'SUPABASE_URL' | 'SUPABASE_SERVICE_ROLE_KEY' | 'SUPABASE_STORAGE_BUCKET'>;

export function createFileStore(config: StoreConfig): FileStore {
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: key } = config;
  if (!url || !key) return localDiskStore(filesDirOf(config.DATA_DIR));
  let client: Promise<SupabaseStorage> | undefined;
  return supabaseStore({
    storage: () => (client ??= supabaseStorageClient(url, key)),
    bucket: config.SUPABASE_STORAGE_BUCKET,
    projectUrl: url,
  });
}
