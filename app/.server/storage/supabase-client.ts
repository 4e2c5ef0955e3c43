import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';

export type SupabaseStorage = SupabaseClient['storage'];

/** supabase-js makes a realtime client that throws on Node 20 without a transport; this one never connects. */
type Socket = InstanceType<RealtimeTransport>;

class NoRealtimeTransport implements Socket {
  declare readonly CONNECTING: number;
  declare readonly OPEN: number;
  declare readonly CLOSING: number;
  declare readonly CLOSED: number;
  declare readonly readyState: number;
  declare readonly url: string;
  declare readonly protocol: string;
  declare close: Socket['close'];
  declare send: Socket['send'];
  declare onopen: Socket['onopen'];
  declare onmessage: Socket['onmessage'];
  declare onclose: Socket['onclose'];
  declare onerror: Socket['onerror'];
  declare addEventListener: Socket['addEventListener'];
  declare removeEventListener: Socket['removeEventListener'];

  constructor() {
    throw new Error('Realtime is not used by this server: the Supabase client has no WebSocket transport');
  }
}

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;
const noRealtimeTransport: RealtimeTransport = NoRealtimeTransport;

/** No redirects: otherwise undici keeps a copy of a streamed body to resend it (a 30 MB upload held 30 MB). */
const streamingFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, redirect: 'error', window: null } as RequestInit);

/** The service role key passes row-level security: keep it server-side. */
export async function supabaseStorageClient(url: string, serviceRoleKey: string): Promise<SupabaseStorage> {
  const { createClient } = await import('@supabase/supabase-js');
  const client = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: noRealtimeTransport },
    global: { fetch: streamingFetch },
  });
  return client.storage;
}
