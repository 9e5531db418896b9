import { useEffect } from 'react';
import { STUDIO } from '../config/studio';

// Per-route document title and meta description, so browser tabs, history entries and shared
// links say where they lead ("Casa Aurora – Residencial | Alba Nogal").

const DEFAULT_TITLE = STUDIO.fullName;
const DESCRIPTION_MAX = 160;

/** "Página | Estudio", or the studio's full name alone for an untitled page. */
export function pageTitle(title?: string | null): string {
  return title ? `${title} | ${STUDIO.name}` : DEFAULT_TITLE;
}

/** A description cut at a word boundary to the length search engines and link cards show. */
export function shortDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
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
 * Sets document.title and the description (plus their Open Graph twins) while the calling page
 * is shown, and puts back what was there before when it goes away — so pages that do not call
 * this hook keep the defaults from index.html.
 */
export function usePageMeta(title?: string | null, description?: string | null): void {
  useEffect(() => {
    const fullTitle = pageTitle(title);
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
    document.title = fullTitle;
    tags.ogTitle.content = fullTitle;
    if (description) {
      const short = shortDescription(description);
      tags.description.content = short;
      tags.ogDescription.content = short;
    }
    return () => {
      document.title = before.title;
      tags.description.content = before.description;
      tags.ogTitle.content = before.ogTitle;
      tags.ogDescription.content = before.ogDescription;
    };
  }, [title, description]);
}
