// The recipe's social meta tags (docs/product.md section 2: "the page title and social meta tags are set
// from the recipe"). The server already writes them into the HTML of a shared link; this keeps
// them right when the cook moves between recipes inside the app, updating the same tags in place
// (never a second copy) and putting the old values back when the page closes.
import { useEffect } from 'react';

export interface SocialMeta {
  title: string;
  description: string;
  url: string;
  image: string | null;
}

type MetaKey = [attribute: 'name' | 'property', key: string];

function setMeta([attribute, key]: MetaKey, content: string | null): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !tag;
  const before = tag?.getAttribute('content') ?? null;
  if (content === null && !tag) return () => undefined;
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.setAttribute('content', content ?? '');
  const element = tag;
  return () => {
    if (created) element.remove();
    else if (before !== null) element.setAttribute('content', before);
  };
}

export function useSocialMeta({ title, description, url, image }: SocialMeta): void {
  useEffect(() => {
    const restore = [
      setMeta(['name', 'description'], description),
      setMeta(['property', 'og:title'], title),
      setMeta(['property', 'og:description'], description),
      setMeta(['property', 'og:type'], 'article'),
      setMeta(['property', 'og:url'], url),
      setMeta(['property', 'og:image'], image),
      setMeta(['name', 'twitter:title'], title),
      setMeta(['name', 'twitter:description'], description),
      setMeta(['name', 'twitter:image'], image),
    ];
    return () => restore.reverse().forEach((undo) => undo());
  }, [title, description, url, image]);
}
