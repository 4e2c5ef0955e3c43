import type { LoaderFunctionArgs } from '@remix-run/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  confirmGuestImport,
  guestImportOf,
  readGuestImport,
  sweepGuestImports,
} from '~/.server/guest-list/guest-imports';
import { addEvent, deleteEvent, eventsOf } from '~/.server/invitation-site/events';
import { addParty, partiesOf } from '~/.server/guest-list/parties';
import { signSiteToken } from '~/.server/invitation-site/site-links';
import { openSite } from '~/.server/invitation-site/sites';
import type { Services } from '~/.server/boot/services';
import * as preview from '~/routes/guest-list/import-preview';
import * as upload from '~/routes/guest-list/import';
import * as send from '~/routes/guest-list/send';
import { insertOrder } from '../support/order-fixtures';
import { testContext, testServices } from '../support/services';
import { countRows, createTestDb, engines, type TestDb } from '../support/test-db';

const NOW = new Date('2026-11-27T06:00:00.000Z');
const file = (text: string) => ({ name: 'guests.csv', bytes: new TextEncoder().encode(text) });
const LIST = 'Name,Phone,Sangeet\nThe Kapoor family,98123 45678,yes\nRiya & Dev,+44 7911 123456,yes\n';

describe.each(engines)('importing a guest list on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let siteId: number;
  let order: { id: number; linkKey: string };

  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
    order = await insertOrder(t.db, { collectionIds: [null] });
    siteId = (await openSite(t.db, { id: order.id, coupleNames: 'Meera & Arjun' }, NOW)).id;
    await addEvent(
      t.db,
      siteId,
      {
        name: 'Sangeet',
        date: '2027-02-13',
        startTime: '',
        venue: 'Leela',
        address: '',
        mapLink: '',
        dressCode: '',
        notes: '',
      },
      NOW,
    );
  });
  afterEach(() => t.destroy());

  async function read(text = LIST) {
    const read = await readGuestImport(t.db, siteId, file(text), NOW);
    if (!read.ok) throw new Error(read.message);
    return read.id;
  }

  it('writes nothing until the couple confirms, then adds the list once however often it is confirmed', async () => {
    const id = await read();
    expect(await countRows(t.db, 'parties')).toBe(0);
    const [first, second] = await Promise.all([
      confirmGuestImport(t.db, siteId, id, NOW),
      confirmGuestImport(t.db, siteId, id, NOW),
    ]);
    expect([first, second].map((done) => done.ok && done.again).sort()).toEqual([false, true]);
    expect(await confirmGuestImport(t.db, siteId, id, NOW)).toEqual({ ok: true, added: 2, again: true });
    const parties = await partiesOf(t.db, siteId);
    expect(parties.map((party) => [party.name, party.phone])).toEqual([
      ['Riya & Dev', '+447911123456'],
      ['The Kapoor family', '+919812345678'],
    ]);
    // The same file again: everyone is already on the list.
    const again = await guestImportOf(t.db, siteId, await read());
    expect(again?.plan.adds).toEqual([]);
    expect(again?.plan.duplicates).toHaveLength(2);
  });

  it('adds no one added by hand since the preview, nor to events removed since', async () => {
    const id = await read();
    const [sangeet] = await eventsOf(t.db, siteId);
    await addParty(t.db, siteId, {
      name: 'Kapoors',
      phone: '+919812345678',
      email: null,
      ceiling: 2,
      eventIds: [sangeet!.id],
    });
    expect(await confirmGuestImport(t.db, siteId, id, NOW)).toEqual({ ok: true, added: 1, again: false });
    const other = await read('Name,Phone\nAsha Iyer,98123 45699\n');
    await deleteEvent(t.db, { siteId, eventId: sangeet!.id, expectedVersion: sangeet!.version });
    expect(await confirmGuestImport(t.db, siteId, other, NOW)).toEqual({ ok: true, added: 0, again: false });
  });

  it('refuses a list with no name column, saying which headings it found', async () => {
    const read = await readGuestImport(
      t.db,
      siteId,
      file('Guest,Mobile\n'.replace('Guest', 'Family?') + 'x,98123 45678\n'),
      NOW,
    );
    expect(read.ok).toBe(true);
    const none = await readGuestImport(t.db, siteId, file('Who,Mobile\nx,98123 45678\n'), NOW);
    expect(none).toMatchObject({
      ok: false,
      message: expect.stringContaining('the headings found were “Who”, “Mobile”'),
    });
    expect(await countRows(t.db, 'guest_imports')).toBe(1);
  });

  it('refuses a file over 1 MB beside the field, reading no more of it and keeping nothing', async () => {
    const token = signSiteToken(services.secrets, order, new Date());
    const body = new FormData();
    body.append(
      'file',
      new File([`Name,Phone\n${'Family,98123 45678\n'.repeat(60_000)}`], 'guests.csv', { type: 'text/csv' }),
    );
    const request = new Request(`http://shop.test/site/${token}/import`, { method: 'POST', body });
    const answer = (await upload.action({ request, context: testContext(services), params: { token } })) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(answer.init.status).toBe(413);
    expect(answer.data.result.error.file).toEqual([
      'The file is larger than 1 MB: please split your list into smaller files',
    ]);
    expect(await countRows(t.db, 'guest_imports')).toBe(0);
  });

  it('forgets a read file after a day; the parties it added stay', async () => {
    await confirmGuestImport(t.db, siteId, await read(), NOW);
    expect(await sweepGuestImports(t.db, new Date(NOW.getTime() + 23 * 3_600_000))).toBe(0);
    expect(await sweepGuestImports(t.db, new Date(NOW.getTime() + 25 * 3_600_000))).toBe(1);
    expect(await countRows(t.db, 'parties')).toBe(2);
  });

  it('shows a read list and the sending page only to their couple: another order’s link or a forged one is the 404', async () => {
    const id = await read();
    const own = signSiteToken(services.secrets, order, new Date());
    const otherOrder = await insertOrder(t.db, { collectionIds: [null] });
    const theirs = signSiteToken(services.secrets, otherOrder, new Date());
    await openSite(t.db, { id: otherOrder.id, coupleNames: 'Asha & Vikram' }, NOW);
    const status = async (loader: (args: LoaderFunctionArgs) => unknown, token: string, params = {}) => {
      try {
        await loader({
          request: new Request('http://shop.test/'),
          context: testContext(services),
          params: { token, ...params },
        });
        return 200;
      } catch (thrown) {
        return (thrown as Response).status;
      }
    };
    expect(await status(preview.loader, own, { id: String(id) })).toBe(200);
    expect(await status(preview.loader, theirs, { id: String(id) })).toBe(404);
    expect(await status(preview.loader, 'forged.1.x', { id: String(id) })).toBe(404);
    expect(await status(upload.loader, 'forged.1.x')).toBe(404);
    // The sending page (the guests' names and phones) opens with the order's own link only.
    expect(await status(send.loader, own)).toBe(200);
    expect(await status(send.loader, 'forged.1.x')).toBe(404);
    expect(await status(preview.loader, own, { id: 'abc' })).toBe(404);
  });
});
