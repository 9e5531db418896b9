import { startTransition, useEffect, useRef, useState } from 'react';
import { PageLoadingScreen } from '../../components/LoadingScreen';
import {
  DEFAULT_GALLERY_TYPE,
  LOADING_MS,
  PROJECT_TYPES,
  SCROLL_TO_LIST_DELAY_MS,
  type ProjectType,
} from '../../../core/constants';
import { PROJECT_TYPE_TEXTS } from '../../../core/i18n/type-texts';
import { gallery as words } from '../../../core/i18n/es/gallery';
import { useTexts } from '../../i18n/texts';
import type { Project } from '../../../core/database-shapes';
import { galleryMeta } from '../../../core/page/page-meta';
import { useSearchParams } from '../../lib/navigation';
import { useMetaWords, usePageMeta } from '../../lib/use-page-meta';
import { getProjectsByType } from '../../features/projects/api/projects';
import { ProjectGrid } from '../../features/projects/components/ProjectGrid';
import { TypePicker } from '../../features/projects/components/TypePicker';
import { ProjectGridHero } from '../../features/projects/components/ProjectGridHero';
import styles from './projects-gallery.module.css';

// /ProjectsGallery (SPEC §2): a type picker whose choice lives in the URL (?type=), so back,
// forward and shared links work; the cards of that type; a 2000 ms loading screen.

/** The type named in the URL; an unknown or missing value falls back to the default. */
function parseType(value: string | null): ProjectType {
  return PROJECT_TYPES.find((t) => t === value) ?? DEFAULT_GALLERY_TYPE;
}

function scrollBehavior(smooth: boolean): ScrollBehavior {
  return smooth && !window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'smooth' : 'auto';
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const type = parseType(params.get('type'));
  // Lists already fetched, by type: switching back shows them at once while they refresh.
  const [lists, setLists] = useState<Partial<Record<ProjectType, Project[]>>>({});
  const [arrivedWithType] = useState(() => params.has('type'));
  const list = useRef<HTMLElement>(null);
  const scrollTimer = useRef<number | undefined>(undefined);

  const t = useTexts(words, (c) => c.gallery);
  const metaWords = useMetaWords();
  const texts = useTexts(PROJECT_TYPE_TEXTS, (c) => c.typeTexts)[type];
  usePageMeta(galleryMeta(texts, metaWords));

  useEffect(() => {
    let live = true;
    void getProjectsByType(type).then((projects) => {
      // Built in slices (a transition), not in one long task.
      if (live) startTransition(() => setLists((before) => ({ ...before, [type]: projects })));
    });
    return () => {
      live = false;
    };
  }, [type]);

  function scrollToList(delay: number, smooth: boolean) {
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(() => {
      list.current?.scrollIntoView({ behavior: scrollBehavior(smooth), block: 'start' });
    }, delay);
  }

  // A link that names a type (e.g. from the home page's offers) lands on that type's list.
  useEffect(() => {
    if (arrivedWithType) scrollToList(SCROLL_TO_LIST_DELAY_MS.queryParam, false);
    return () => window.clearTimeout(scrollTimer.current);
  }, [arrivedWithType]);

  function pick(next: ProjectType) {
    if (next !== type) setParams({ type: next });
    scrollToList(SCROLL_TO_LIST_DELAY_MS.pickerClick, true);
  }

  const projects = lists[type] ?? null;
  return (
    <>
      <PageLoadingScreen ms={LOADING_MS.projectsGallery} />
      <ProjectGridHero
        heading={t.heading}
        intro={t.intro}
        cover={projects?.find((p) => p.render)?.render ?? null}
        coverWidths={projects?.find((p) => p.render)?.render_widths}
        coverFocus={projects?.find((p) => p.render)}
      />
      <section className={styles.picker} aria-labelledby="picker-heading">
        <h2 id="picker-heading" className={styles.eyebrow}>
          {t.explore}
        </h2>
        <TypePicker value={type} onChange={pick} label={t.pickerLabel} />
        <p className={styles.typeDescription}>{texts.description}</p>
      </section>
      <section ref={list} id="proyectos" className={styles.list} aria-labelledby="list-heading">
        <div className={styles.listHeader}>
          <h2 id="list-heading" className={styles.listHeading}>
            {texts.heading}
          </h2>
          {projects && projects.length > 0 && <p className={styles.count}>{t.count(projects.length)}</p>}
        </div>
        <ProjectGrid projects={projects} emptyText={t.empty} />
      </section>
    </>
  );
}
