import { useLoaderData } from '@remix-run/react';
import { db } from '~/.server/runtime';
import { getHomeContent } from '~/.server/content';

export async function loader() {
  return { home: await getHomeContent(db) };
}

export default function Home() {
  const { home } = useLoaderData<typeof loader>();
  return <h1 className="p-10 text-5xl">{home.heroHeading}</h1>;
}
