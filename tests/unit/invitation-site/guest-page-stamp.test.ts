import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { touchContent } from '~/.server/page-cache/content-version';
import { addEvent, deleteEvent, eventsOf, moveEvent, updateEvent } from '~/.server/invitation-site/events';
import { guestPageStamp } from '~/.server/invitation-site/guest-page-stamp';
import { addParty, partiesOf, renewPartyLink, updateParty } from '~/.server/guest-list/parties';
import { saveReply } from '~/.server/invitation-site/replies';
import { openSite, siteOfOrder, updateSite, type InvitationSite } from '~/.server/invitation-site/sites';
import { insertCollection } from '~/../tests/unit/support/fixtures';
import { insertOrder } from '~/../tests/unit/support/order-fixtures';
import { createTestDb, engines, type TestDb } from '~/../tests/unit/support/test-db';

const NOW = new Date('2026-11-27T06:00:00.000Z');

/**
 * The page cache serves a guest's kept page while its stamp is the same: every change the page
 * would show must change it, or a guest would see an old venue or their old answer.
 */
describe.each(engines)('a guest page’s stamp on %s', (engine) => {
  let t: TestDb;
  let site: InvitationSite;
  let orderId: number;
  let collectionId: number;

  beforeEach(async () => {
    t = await createTestDb(engine);
    collectionId = await insertCollection(t.db);
    orderId = (await insertOrder(t.db, { collectionIds: [collectionId] })).id;
    site = await openSite(t.db, { id: orderId, coupleNames: 'Meera & Arjun' }, NOW);
  });
  afterEach(() => t.destroy());

  const values = (name: string, date = '2027-02-13') => ({
    name,
    date,
    startTime: '19:00',
    venue: 'The Leela Palace',
    address: 'Udaipur',
    mapLink: '',
    dressCode: '',
    notes: '',
  });

  async function partyOfTwoEvents() {
    const a = await addEvent(t.db, site.id, values('Sangeet'), NOW);
    const b = await addEvent(t.db, site.id, values('Ceremony', '2027-02-14'), NOW);
    if (!a.ok || !b.ok) throw new Error('events');
    const added = await addParty(t.db, site.id, {
      name: 'The Kapoor family',
      phone: '+919812345678',
      email: null,
      ceiling: 3,
      eventIds: [a.id, b.id],
    });
    if (!added.ok) throw new Error('party');
    const [party] = await partiesOf(t.db, site.id);
    return { eventIds: [a.id, b.id], party: party! };
  }

  it('changes with every change the page shows, and only then', async () => {
    const { eventIds, party } = await partyOfTwoEvents();
    const params = { address: site.address, token: party.token };
    const seen = new Set<string>();
    const stampAfter = async (what: string, change: () => Promise<unknown>) => {
      await change();
      const stamp = await guestPageStamp(t.db, params, NOW);
      expect(stamp, what).not.toBeNull();
      expect(seen.has(stamp!), `${what} changes the stamp`).toBe(false);
      seen.add(stamp!);
      expect(await guestPageStamp(t.db, params, NOW), `${what}: read again`).toBe(stamp);
    };

    await stampAfter('nothing yet', async () => {});
    await stampAfter('the site’s details', async () => {
      const now = (await siteOfOrder(t.db, orderId))!;
      await updateSite(t.db, {
        siteId: site.id,
        expectedVersion: now.version,
        values: { title: now.title, welcome: 'Join us', rsvpDeadline: null, whatsAppMessage: '' },
      });
    });
    const event = async (index: number) => (await eventsOf(t.db, site.id))[index]!;
    await stampAfter('an event edited', async () => {
      const first = await event(0);
      await updateEvent(
        t.db,
        {
          siteId: site.id,
          eventId: first.id,
          expectedVersion: first.version,
          values: { ...first, venue: 'City Palace' },
        },
        NOW,
      );
    });
    await stampAfter('events reordered', () =>
      moveEvent(t.db, { siteId: site.id, eventId: eventIds[1]!, direction: 'up' }),
    );
    await stampAfter('an event added', () => addEvent(t.db, site.id, values('Reception', '2027-02-15'), NOW));
    await stampAfter('an event removed', async () => {
      const last = await event(2);
      await deleteEvent(t.db, { siteId: site.id, eventId: last.id, expectedVersion: last.version });
    });
    await stampAfter('the party edited', () =>
      updateParty(t.db, {
        siteId: site.id,
        partyId: party.id,
        expectedVersion: party.version,
        values: { name: 'The Kapoors', phone: party.phone, email: null, ceiling: 4, eventIds },
      }),
    );
    await stampAfter('the guest’s answer', () =>
      saveReply(t.db, {
        partyId: party.id,
        expectedReplyVersion: 0,
        closed: false,
        reply: {
          answers: eventIds.map((eventId) => ({ eventId, attending: true, people: 2 })),
          dietary: '',
          message: '',
        },
      }),
    );
    await stampAfter('a new draft of the design', () =>
      t.db
        .insertInto('design_render_files')
        .values({
          order_id: orderId,
          collection_id: collectionId,
          piece: 'invitation',
          template_name: 'Invitation',
          format: 'jpg',
          file_name: 'meera-and-arjun-invitation.jpg',
          storage_key: `proofs/${'a'.repeat(64)}.jpg`,
          byte_size: 1000,
        })
        .execute(),
    );
    await stampAfter('the order changed by the studio', () =>
      t.db
        .updateTable('orders')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', orderId)
        .execute(),
    );
    await stampAfter('the shop’s content', () => touchContent(t.db));
    // Another day may close the answers.
    const tomorrow = await guestPageStamp(t.db, params, new Date(NOW.getTime() + 86_400_000));
    expect(seen.has(tomorrow!)).toBe(false);
    // Another party's answer is not this page's.
    const other = await addParty(t.db, site.id, {
      name: 'Riya',
      phone: '+447700900123',
      email: null,
      ceiling: 1,
      eventIds,
    });
    expect(other.ok).toBe(true);
    expect(seen.has((await guestPageStamp(t.db, params, NOW))!)).toBe(true);
  });

  it('is null for a link that does not open the page: forged, renewed, or of another site', async () => {
    const { party } = await partyOfTwoEvents();
    expect(await guestPageStamp(t.db, { address: site.address, token: 'A'.repeat(22) })).toBeNull();
    expect(await guestPageStamp(t.db, { address: 'meera-arjun-zzzz', token: party.token })).toBeNull();
    expect(await guestPageStamp(t.db, { address: site.address, token: '../etc' })).toBeNull();
    await renewPartyLink(t.db, { siteId: site.id, partyId: party.id, expectedVersion: party.version });
    expect(await guestPageStamp(t.db, { address: site.address, token: party.token })).toBeNull();
  });
});
