import { STUDIO } from '../../core/studio/studio';
import type { Lang } from '../../core/i18n/lang';
import { inLang, projectNameIn } from '../../core/i18n/localized-text';
import type { Project } from '../../core/database-shapes';
import { croppedImageUrlWith } from '../../core/media/image-url';
import { WORDS } from './head-words';
import { absoluteUrl } from './html-text';
import type { SiteContext } from './site-context';

// The image a link preview (Open Graph, Twitter card) shows for a page: a project's cover cropped
// to the card's size where the backend can resize it, else the studio's own card.

const PREVIEW = { width: 1200, height: 630 };

export interface PreviewImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

export function renderPreview(site: SiteContext, render: string, alt: string): PreviewImage {
  const cropped = croppedImageUrlWith(site.transforms, render, PREVIEW.width, PREVIEW.height);
  return cropped
    ? { url: absoluteUrl(site.origin, cropped), ...PREVIEW, alt }
    : { url: absoluteUrl(site.origin, render), alt };
}

export function studioPreview(site: SiteContext): PreviewImage | null {
  const poster = site.previewImage ?? site.reelPoster;
  return poster
    ? {
        url: absoluteUrl(site.origin, poster.path),
        width: poster.width,
        height: poster.height,
        alt: STUDIO.fullName,
      }
    : null;
}

/** A cover's description in `lang` (the studio's words, else `generated` from the project's name). */
export function coverText(
  lang: Lang,
  project: Project,
  generated: (title: string, subtitle: string) => string,
): string {
  if (project.render_description)
    return inLang(lang, project.render_description, project.render_description_en);
  const { title, subtitle } = projectNameIn(lang, project);
  return generated(title, subtitle);
}

/** The first project (in list order) with a cover, as a card image; else the studio's poster. */
export function listPreview(
  site: SiteContext,
  projects: readonly Project[],
  lang: Lang,
): PreviewImage | null {
  const project = projects.find((p) => p.render);
  return project?.render
    ? renderPreview(site, project.render, coverText(lang, project, WORDS[lang].projects.render))
    : studioPreview(site);
}
