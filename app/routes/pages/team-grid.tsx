import type { TeamMember } from '~/schemas/site-content';
import { Picture } from '~/components/ui/picture';
import type { ImageView } from '~/lib/images';

export type TeamMemberView = TeamMember & { picture: ImageView | null };

export function TeamGrid({ members }: { members: TeamMemberView[] }) {
  return (
    <ul className="mx-auto grid max-w-md gap-8 sm:max-w-none sm:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => (
        <li key={member.id} className="overflow-hidden rounded-2xl border border-line bg-white text-center shadow-sm">
          <Picture
            image={member.picture}
            alt={`${member.name}, ${member.title}`}
            sizes="(min-width: 1024px) 352px, (min-width: 640px) 46vw, 448px"
            fallbackWidth={600}
            fallbackHeight={600}
            className="aspect-square w-full bg-blush object-cover"
          />
          <div className="px-6 pb-8 pt-6">
            <h3 className="text-2xl">{member.name}</h3>
            <p className="mt-1 text-xs font-medium uppercase tracking-[0.2em] text-rose">{member.title}</p>
            <p className="mt-4 leading-relaxed text-muted">{member.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
