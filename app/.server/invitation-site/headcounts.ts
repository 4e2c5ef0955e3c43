export interface EventHeadcount {
  eventId: number;
  /** People who will come. */
  attending: number;
  /** Parties that said no, and parties that have not answered. */
  declined: number;
  awaiting: number;
  invitedParties: number;
}

type Answer = { eventId: number; attending: boolean | null; people: number };

/** Per event, in the order given: who comes, who does not, who has not said, among these parties' answers. */
export function countHeads(eventIds: number[], answers: Iterable<Answer[]>): EventHeadcount[] {
  const counts = new Map(
    eventIds.map((eventId) => [eventId, { eventId, attending: 0, declined: 0, awaiting: 0, invitedParties: 0 }]),
  );
  for (const party of answers) {
    for (const answer of party) {
      const count = counts.get(answer.eventId);
      if (!count) continue;
      count.invitedParties++;
      if (answer.attending === null) count.awaiting++;
      else if (answer.attending) count.attending += answer.people;
      else count.declined++;
    }
  }
  return [...counts.values()];
}
