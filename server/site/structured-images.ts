import { STUDIO } from '../../core/studio/studio';
import { creditLine, notesOf, type Credit, type ImageNotes } from '../../core/credits/credit';
import { inLang } from '../../core/i18n/localized-text';
import type { Lang } from '../../core/i18n/lang';
import type { Project } from '../../core/database-shapes';
import { isCollaborator, isMention, listOf } from '../../core/projects/facts';
import { isProjectStatus } from '../../core/projects/fact-values';
import { WORDS } from './head-words';
import { absoluteUrl, mediaUrlOrNull } from './html-text';
import type { MediaRow } from './site-content';

// A project page's JSON-LD beyond its name (structured-data.ts): every image as an ImageObject
// that credits it — its URL, caption, creator and credit line, and its licence where the studio
// gave one; an image the studio credited to nobody is the studio's own work — and the project's
// facts: its date, its place with an address, who worked on it, its status, awards and
// publications. Only what is filled in.

type Json = Record<string, unknown>;

function creditText(credit: Credit, lang: Lang): string {
  return creditLine(credit, WORDS[lang].credits.roles);
}

/** One image, credited: the studio's own where the studio credited nobody. */
export function imageObject(
  url: string,
  notes: ImageNotes,
  fallbackCaption: string,
  lang: Lang,
  origin: string,
  studioId: string,
): Json {
  const caption = notes.caption ? inLang(lang, notes.caption, notes.caption_en) : fallbackCaption;
  const { credit } = notes;
  return {
    '@type': 'ImageObject',
    contentUrl: absoluteUrl(origin, url),
    caption,
    creator: credit ? { '@type': 'Person', name: credit.name } : { '@id': studioId },
    creditText: credit ? creditText(credit, lang) : STUDIO.fullName,
    copyrightNotice: `© ${credit ? credit.name : STUDIO.fullName}`,
    ...(credit?.license ? { license: credit.license } : {}),
  };
}

/** The project's cover, renders and planos (in the studio's order), each credited. */
export function projectImages(
  project: Project,
  media: readonly MediaRow[],
  lang: Lang,
  origin: string,
  studioId: string,
): Json[] {
  const words = WORDS[lang];
  const title = inLang(lang, project.title, project.title_en);
  const subtitle = inLang(lang, project.subtitle, project.subtitle_en);
  const described = (
    row: { description?: string | null; description_en?: string | null },
    generated: string,
  ) => (row.description ? inLang(lang, row.description, row.description_en) : generated);
  const images: Json[] = [];
  const cover = mediaUrlOrNull(project.render);
  if (cover)
    images.push(
      imageObject(
        cover,
        notesOf(project, 'render_'),
        described(
          { description: project.render_description, description_en: project.render_description_en },
          words.projects.cover(title, subtitle),
        ),
        lang,
        origin,
        studioId,
      ),
    );
  const poster = mediaUrlOrNull(project.video_poster);
  if (project.video && poster)
    images.push(
      imageObject(
        poster,
        notesOf(project, 'video_'),
        words.projects.render(title, subtitle),
        lang,
        origin,
        studioId,
      ),
    );
  // The 3D model's poster, the image that stands for the model.
  const model = project.model ? mediaUrlOrNull(project.model_poster) : null;
  if (model)
    images.push(
      imageObject(
        model,
        notesOf(project, 'model_'),
        `${words.projects.render(title, subtitle)} (3D)`,
        lang,
        origin,
        studioId,
      ),
    );
  for (const kind of ['render', 'blueprint'] as const) {
    const rows = media.filter((m) => (m.kind ?? 'render') === kind);
    rows.forEach((row, i) => {
      const url = mediaUrlOrNull(row.url);
      if (!url) return;
      const generated = (kind === 'render' ? words.media.renderAlt : words.media.detailAlt)(
        title,
        i + 1,
        rows.length,
      );
      images.push(imageObject(url, notesOf({ ...row }), described(row, generated), lang, origin, studioId));
    });
  }
  return images;
}

/** The project's facts in schema.org's words, each only when the studio filled it in. */
export function projectFacts(project: Project, lang: Lang): Json {
  const facts: Json = {};
  if (project.year_number) facts.dateCreated = String(project.year_number);
  else if (/^\d{4}$/.test(project.year.trim())) facts.dateCreated = project.year.trim();
  const city = project.city && inLang(lang, project.city, project.city_en);
  const country = project.country && inLang(lang, project.country, project.country_en);
  facts.locationCreated = {
    '@type': 'Place',
    name: inLang(lang, project.location, project.location_en),
    ...(city || country
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(city ? { addressLocality: city } : {}),
            ...(country ? { addressCountry: country } : {}),
          },
        }
      : {}),
  };
  if (isProjectStatus(project.status)) facts.creativeWorkStatus = WORDS[lang].statuses[project.status];
  const collaborators = listOf(project.collaborators, isCollaborator);
  if (collaborators.length > 0)
    facts.contributor = collaborators.map((c) => ({
      '@type': 'Person',
      name: c.name,
      description: inLang(lang, c.role, c.role_en),
    }));
  const awards = listOf(project.awards, isMention);
  if (awards.length > 0) facts.award = awards.map((a) => `${inLang(lang, a.title, a.title_en)} (${a.year})`);
  const publications = listOf(project.publications, isMention);
  if (publications.length > 0)
    facts.subjectOf = publications.map((p) => ({
      '@type': 'CreativeWork',
      name: inLang(lang, p.title, p.title_en),
      datePublished: String(p.year),
      ...(p.url ? { url: p.url } : {}),
    }));
  return facts;
}
