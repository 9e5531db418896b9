import { STUDIO } from '../../core/studio/studio';
import type { Lang } from '../../core/i18n/lang';
import { inLang, projectNameIn } from '../../core/i18n/localized-text';
import type { Project } from '../../core/database-shapes';
import { croppedImageUrlWith } from '../../core/media/image-url';
import { LINK_PREVIEW } from '../../core/media/link-preview-size';
import { WORDS } from './head-words';
import { absoluteUrl, mediaUrlOrNull } from './html-text';
import type { SiteContext } from './site-context';

// The image a link preview (Open Graph, Twitter card) shows for a page: a project's cover at the
// card's size — the copy the panel cut around the cover's focal point when the studio chose one
// (Project.render_preview), else the centred crop where the backend can resize — else the
// studio's own card.

const PREVIEW = LINK_PREVIEW;

export interface PreviewImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

export function renderPreview(site: SiteContext, project: Project, alt: string): PreviewImage {
  const render = project.render!;
  const copy = mediaUrlOrNull(project.render_preview);
  const cropped = copy ?? croppedImageUrlWith(site.transforms, render, PREVIEW.width, PREVIEW.height);
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
    ? renderPreview(site, project, coverText(lang, project, WORDS[lang].projects.render))
    : studioPreview(site);
}
