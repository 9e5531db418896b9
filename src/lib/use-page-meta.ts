import { useEffect } from 'react';
import { useTexts } from '../i18n/texts';
import { metaWordsOf, SPANISH_META, type MetaWords, type PageMeta } from '../../core/page/page-meta';

/** The words of page titles and descriptions in the page's language (core/page/page-meta.ts). */
export function useMetaWords(): MetaWords {
  return useTexts(SPANISH_META, metaWordsOf) as MetaWords;
}

function metaTag(attr: 'name' | 'property', key: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attr, key);
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * Sets document.title and the description (plus their Open Graph twins) to the page's meta
 * (core/page/page-meta.ts, the same texts the server serves in the <head>) while the calling page is
 * shown, and puts back what was there before when it goes away. `null` while the page does not
 * know yet what it shows.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const tags = {
      description: metaTag('name', 'description'),
      ogTitle: metaTag('property', 'og:title'),
      ogDescription: metaTag('property', 'og:description'),
    };
    const before = {
      title: document.title,
      description: tags.description.content,
      ogTitle: tags.ogTitle.content,
      ogDescription: tags.ogDescription.content,
    };
    document.title = title;
    tags.ogTitle.content = title;
    tags.description.content = description;
    tags.ogDescription.content = description;
    return () => {
      document.title = before.title;
      tags.description.content = before.description;
      tags.ogTitle.content = before.ogTitle;
      tags.ogDescription.content = before.ogDescription;
    };
  }, [title, description]);
}
