import { describe, expect, it } from 'vitest';
import { eventsText, invitationTime, readEvents, shortTime } from '~/lib/wedding-events';

describe('times as an invitation words them', () => {
  it.each([
    ['18:30', 'at half past six in the evening'],
    ['19:00', 'at seven o’clock in the evening'],
    ['11:15', 'at quarter past eleven in the morning'],
    ['16:45', 'at quarter to five in the afternoon'],
    ['16:20', 'at 4.20 in the afternoon'],
    ['12:00', 'at noon'],
    ['21:30', 'at half past nine at night'],
    ['25:00', ''],
    ['', ''],
  ])('%s → “%s”', (time, words) => expect(invitationTime(time)).toBe(words));

  it('gives the short form the details card and e-mails use', () => {
    expect(shortTime('18:30')).toBe('6.30 pm');
    expect(shortTime('07:05')).toBe('7.05 am');
    expect(shortTime('12:00')).toBe('12 noon');
    expect(shortTime('00:00')).toBe('12 am');
    expect(shortTime('x')).toBe('');
  });
});

describe('the events on the details card', () => {
  it('lists them in date and time order, each with its own venue on the next line', () => {
    expect(
      eventsText([
        { kind: 'reception', date: '2027-02-21', time: '20:00', venue: '' },
        { kind: 'mehndi', date: '2027-02-19', time: '16:00', venue: 'The Lawns' },
        { kind: 'sangeet', date: '2027-02-19', time: '20:00', venue: 'The Ballroom' },
      ]),
    ).toBe(
      [
        'Mehndi · Friday, 19 February · 4 pm',
        'The Lawns',
        'Sangeet · Friday, 19 February · 8 pm',
        'The Ballroom',
        'Reception · Sunday, 21 February · 8 pm',
      ].join('\n'),
    );
  });

  it('reads back only well-formed events from an order row', () => {
    expect(readEvents('not json')).toEqual([]);
    expect(readEvents('{"kind":"mehndi"}')).toEqual([]);
    expect(
      readEvents(
        JSON.stringify([
          { kind: 'mehndi', date: '2027-02-19', time: '', venue: '', extra: 1 },
          { kind: 'party', date: '2027-02-19', time: '', venue: '' },
        ]),
      ),
    ).toEqual([{ kind: 'mehndi', date: '2027-02-19', time: '', venue: '' }]);
  });
});
