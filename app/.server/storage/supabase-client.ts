import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';

/** The Storage part of a Supabase client: what the store uses (bucket and object calls). */
export type SupabaseStorage = SupabaseClient['storage'];

/**
 * Realtime is never used by this server. supabase-js makes its realtime client inside
 * createClient, and on Node 20 (no global WebSocket without a flag) that throws "native
 * WebSocket not found" unless a transport is given. This transport is that option, and it
 * refuses to connect: nothing here ever opens a socket, and if something did, it would fail
 * loudly here instead of pulling in a WebSocket package. (The other verified ways round it:
 * running node with --experimental-websocket, which every start command and test runner would
 * need, or @supabase/storage-js's StorageClient on its own, a second direct dependency for what
 * supabase-js already wraps.)
 */
type Socket = InstanceType<RealtimeTransport>;

/** A socket that cannot be opened: its members are declared for the type, and the constructor throws. */
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

/**
 * Node's fetch, told that a request is never to follow a redirect and has no window. Otherwise it
 * keeps a copy of a streamed request body until the request ends, to send it again should a
 * redirect come (undici issue 4058; the fetch standard clones the request unless both hold): a
 * 30 MB upload held 30 MB. Storage answers these calls itself and never redirects them.
 */
const streamingFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, redirect: 'error', window: null } as RequestInit);

/**
 * The Storage client of a Supabase project, for the server, signed with the service role key
 * (which passes the bucket's row-level security: keep it a server-side secret). supabase-js is
 * loaded only when Supabase Storage is configured, so the default local-disk setup never loads it
 * (on Node 20 it also prints a deprecation notice when loaded). No session is kept or refreshed:
 * every request carries the service key.
 */
export async function supabaseStorageClient(url: string, serviceRoleKey: string): Promise<SupabaseStorage> {
  const { createClient } = await import('@supabase/supabase-js');
  const client = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: noRealtimeTransport },
    global: { fetch: streamingFetch },
  });
  return client.storage;
}
