const PILLARS = [
  {
    title: 'Accessibility',
    text: 'Designer stationery at a fair price, ready to open on any phone. Every couple deserves an invitation they are proud to send, whatever the budget.',
    icon: [
      'M16 27s-10-6.2-10-13.2A5.6 5.6 0 0 1 16 10.4a5.6 5.6 0 0 1 10 3.4C26 20.8 16 27 16 27Z',
      'M11 15.5h10M16 10.8V20',
    ],
  },
  {
    title: 'Sustainability',
    text: 'Digital invitations save paper, ink and courier trips. Share them freely and print only the keepsakes you want to hold on to.',
    icon: ['M7 25c0-10 6-17 19-18-1 13-8 19-18 19', 'M7 25c4-6 8-10 13-13'],
  },
  {
    title: 'Personalization',
    text: 'Your names, your words, your colours. We tailor every template by hand until it feels as though it was made only for you.',
    icon: [
      'M26 5C17 7 11 13 8.5 23.5L7 27',
      'M26 5c-1 7-5 12-12 14.5M22 7.5c-4 .7-7 3-9 6.5M8.5 23.5c2.5-.5 4.5-1.8 5.5-4',
    ],
  },
] as const;

function PillarIcon({ paths }: { paths: readonly string[] }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className="h-8 w-8"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export function MissionPillars() {
  return (
    <ul className="grid gap-6 md:grid-cols-3 lg:gap-8">
      {PILLARS.map((pillar) => (
        <li
          key={pillar.title}
          className="flex flex-col items-center rounded-2xl border border-line bg-white px-7 py-9 text-center shadow-sm"
        >
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-sage-light text-ink">
            <PillarIcon paths={pillar.icon} />
          </span>
          <h3 className="mt-5 text-2xl">{pillar.title}</h3>
          <span aria-hidden="true" className="mt-3 block h-px w-10 bg-gold" />
          <p className="mt-4 leading-relaxed text-muted">{pillar.text}</p>
        </li>
      ))}
    </ul>
  );
}
