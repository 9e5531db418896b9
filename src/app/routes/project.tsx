import { startTransition, useEffect, useState } from 'react';
import { PageLoadingScreen } from '../../components/LoadingScreen';
import { LOADING_MS } from '../../../core/constants';
import { otherLang, type Lang } from '../../../core/i18n/lang';
import { fallbackLang, inLang, projectNameIn, projectPathIn } from '../../../core/i18n/localized-text';
import { useOtherLanguagePath } from '../../i18n/switch-path';
import { useLang } from '../../i18n/texts';
import type { Project } from '../../../core/database-shapes';
import { projectMeta, projectNotFoundMeta } from '../../../core/page/page-meta';
import { useMetaWords, usePageMeta } from '../../lib/use-page-meta';
import { useParams } from '../../lib/navigation';
import { countPageView } from '../../lib/visits';
import { getBlueprints, getPairs, getRenders } from '../../features/projects/api/media';
import { foldPairs } from '../../features/projects/pair-slides';
import { findProjectByTitleAndSubtitle } from '../../features/projects/api/projects';
import { getProjectsTitled, getShownClient } from '../../features/projects/api/project-page';
import { ProjectSheet } from '../../features/projects/components/ProjectSheet';
import { notesOf } from '../../../core/credits/credit';
import { MediaSlider } from '../../features/projects/components/MediaSlider';
import type { SlideImage } from '../../features/projects/components/slide-image';
import { ProjectDetails } from '../../features/projects/components/ProjectDetails';
import { ProjectNotFound } from '../../features/projects/components/ProjectNotFound';
import { ContactSection } from '../../features/contact/components/ContactSection';
import { candidateSplits, decodeRouteName, resolveRouteName } from '../../../core/addresses/route-name';

// /ProjectsGallery/{name} (SPEC §2): resolve the name, load renders and blueprints, keep the
// loading screen up for 2000 ms after the data arrived, then show the project — or a clear
// "not found" state with a way back to the gallery.

interface Shown {
  project: Project;
  alternatives: Project[];
  renders: SlideImage[];
  blueprints: SlideImage[];
  /** The client's name when the studio shows it. */
  client: string | null;
}

type PageState = { status: 'loading' } | { status: 'missing' } | ({ status: 'found' } & Shown);

async function loadShown(lang: Lang, project: Project, alternatives: Project[]): Promise<Shown> {
  const [renders, blueprints, pairs, client] = await Promise.all([
    getRenders(project.id),
    getBlueprints(project.id),
    getPairs(project.id),
    getShownClient(project.id),
  ]);
  // Already in the order the studio set (media.ts reads by position), each with its stored widths,
  // which the slider's srcset names; described in the page's language where the
  // studio wrote it.
  // A plano's or 360° render's full detail is passed on unread: the large view, loaded when it
  // opens, checks it (core/media/detail-pyramid.ts stays out of the page's own chunk).
  const images = (
    rows: (SlideImage & {
      description_en?: string | null;
      pdf_url?: string | null;
      pdf_size?: number | null;
      panorama?: boolean;
      focus_x?: number | null;
      focus_y?: number | null;
    })[],
  ) =>
    rows.map(
      ({
        id,
        url,
        widths,
        description,
        description_en,
        pdf_url,
        pdf_size,
        detail,
        panorama,
        focus_x,
        focus_y,
        ...row
      }) => ({
        id,
        url,
        widths,
        description: description && inLang(lang, description, description_en),
        lang: fallbackLang(lang, description_en),
        detail,
        // A plano drawn from a PDF offers the PDF for download.
        pdf: pdf_url,
        pdfSize: pdf_size,
        // A 360° render (its slide says so and opens the walk through the project's rooms).
        panorama: panorama || undefined,
        focus: focus_x != null && focus_y != null ? { x: focus_x, y: focus_y } : undefined,
        // Its caption and credit, under it.
        notes: notesOf(row),
      }),
    );
  // A render paired with the photograph of what was built is one slide with both.
  return {
    project,
    alternatives,
    renders: foldPairs(images(renders), pairs),
    blueprints: images(blueprints),
    client,
  };
}

/**
 * The English address names the project by its English title and subtitle, falling back to the
 * Spanish ones each: a pair the database cannot be asked for in one filter, so the page reads
 * the projects whose English title, or whose Spanish title where no English one is written, is
 * one of the name's candidate titles (two bounded reads, whatever the number of projects), and
 * picks the project of each candidate split, as the server does for the head
 * (server/site/page-route.ts).
 */
async function findEnglish(
  name: string,
): Promise<(title: string, subtitle: string) => Promise<Project | null>> {
  const titles = [...new Set(candidateSplits(name).map((split) => split.title))];
  const all = titles.length > 0 ? await getProjectsTitled(titles) : [];
  return async (title, subtitle) => {
    const found = all.filter((p) => {
      const named = projectNameIn('en', p);
      return named.title === title && named.subtitle === subtitle;
    });
    return found.length === 1 ? found[0]! : null;
  };
}

async function loadPage(lang: Lang, name: string): Promise<PageState> {
  try {
    const lookup = lang === 'en' ? await findEnglish(name) : findProjectByTitleAndSubtitle;
    const resolved = await resolveRouteName(name, lookup);
    if (!resolved) {
      // The name may be a project's address before a rename: the page then moves to the current
      // one (the served page already redirects; this covers links followed inside the app and
      // static hosts that cannot redirect), and this page, left, stays on its loading screen.
      const { moveToCurrentAddress } = await import('../../features/projects/api/former-address');
      return (await moveToCurrentAddress(lang, decodeRouteName(name)))
        ? { status: 'loading' }
        : { status: 'missing' };
    }
    return { status: 'found', ...(await loadShown(lang, resolved.project, resolved.alternatives)) };
  } catch (error) {
    // The lookups already log and yield null/[]; this only guards against the unexpected,
    // so the page never hangs on its loading screen.
    console.error(error);
    return { status: 'missing' };
  }
}

/** The project as the contact form names it: its title and subtitle in the page's language. */
function contactTitle(lang: Lang, project: Project): string {
  const { title, subtitle } = projectNameIn(lang, project);
  return `${title} — ${subtitle}`;
}

function ProjectPage({ name }: { name: string }) {
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const lang = useLang();
  const metaWords = useMetaWords();

  useEffect(() => {
    let live = true;
    void loadPage(lang, name).then((next) => {
      // Built in slices (a transition), not in one long task; the 2 s of SPEC count
      // from its commit.
      if (live) startTransition(() => setState(next));
    });
    return () => {
      live = false;
    };
  }, [lang, name]);

  const shown = state.status === 'found' ? state.project : null;
  // Counted as its Spanish address, whichever language it was read in (PublicLayout).
  const counted = shown && (lang === 'es' ? name : `${shown.title}-${shown.subtitle}`);
  const shownId = shown?.id ?? null;
  useEffect(() => {
    if (shownId !== null) countPageView(`/ProjectsGallery/${counted}`, shownId);
  }, [counted, shownId]);
  // The language switch leads to this project's own address in the other language.
  useOtherLanguagePath(shown && projectPathIn(otherLang(lang), shown));

  usePageMeta(
    state.status === 'found'
      ? projectMeta(state.project, metaWords)
      : state.status === 'missing'
        ? projectNotFoundMeta(metaWords)
        : null,
  );

  async function showAlternative(chosen: Project) {
    if (state.status !== 'found') return;
    const others = [state.project, ...state.alternatives.filter((p) => p.id !== chosen.id)];
    const next = await loadShown(lang, chosen, others);
    setState({ status: 'found', ...next });
    window.scrollTo({ top: 0 });
  }

  return (
    <>
      <PageLoadingScreen ms={LOADING_MS.project} ready={state.status !== 'loading'} />
      {state.status === 'missing' && <ProjectNotFound name={decodeRouteName(name)} />}
      {state.status === 'found' && (
        <ProjectDetails
          project={state.project}
          alternatives={state.alternatives}
          onShowAlternative={(p) => void showAlternative(p)}
          client={state.client}
          sheet={
            <ProjectSheet
              project={state.project}
              credits={[
                notesOf(state.project, 'render_').credit,
                notesOf(state.project, 'video_').credit,
                state.project.model ? notesOf(state.project, 'model_').credit : null,
                ...[...state.renders, ...state.blueprints].map((image) => image.notes?.credit),
              ]}
            />
          }
        >
          {(state.renders.length > 0 || state.blueprints.length > 0 || state.project.model) && (
            <MediaSlider
              key={state.project.id}
              projectId={state.project.id}
              projectTitle={projectNameIn(lang, state.project).title}
              renders={state.renders}
              blueprints={state.blueprints}
              // Its 3D model, offered as "3D" beside Render and Detalle.
              model={
                state.project.model
                  ? {
                      url: state.project.model,
                      size: state.project.model_size,
                      poster: state.project.model_poster,
                      posterWidths: state.project.model_poster_widths,
                      notes: notesOf(state.project, 'model_'),
                    }
                  : null
              }
            />
          )}
        </ProjectDetails>
      )}
      {state.status === 'found' && (
        <ContactSection
          key={state.project.id}
          project={{ id: state.project.id, title: contactTitle(lang, state.project) }}
        />
      )}
    </>
  );
}

export function Component() {
  const { name = '' } = useParams();
  // A new name is a new page: fresh state and a fresh loading screen.
  return <ProjectPage key={name} name={name} />;
}
