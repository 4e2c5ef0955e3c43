import type { ImageView } from '~/lib/images';
import { Picture } from '~/components/ui/picture';

export function ContentThumb({ image }: { image: ImageView | null }) {
  return (
    <Picture
      image={image}
      alt=""
      sizes="4rem"
      fallbackWidth={64}
      fallbackHeight={80}
      className="h-20 w-16 rounded-lg border border-line bg-cream object-cover"
    />
  );
}
