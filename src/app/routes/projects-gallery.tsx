import { startTransition, useEffect, useRef, useState } from 'react';
import { PageLoadingScreen } from '../../components/LoadingScreen';
import {
  DEFAULT_GALLERY_TYPE,
  LOADING_MS,
  SCROLL_TO_LIST_DELAY_MS,
  type ProjectType,
} from '../../../core/constants';
import { PROJECT_TYPE_TEXTS } from '../../../core/i18n/type-texts';
import { gallery as words } from '../../../core/i18n/es/gallery';
import { useTexts } from '../../i18n/texts';
import { galleryMeta } from '../../../core/page/page-meta';
import {
  GALLERY_PAGE_SIZE,
  galleryQuery,
  hasFilters,
  readGalleryChoice,
  type GalleryFilters as Filters,
} from '../../../core/projects/gallery-filters';
import { useLocation, useSearchParams } from '../../lib/navigation';
import { useMetaWords, usePageMeta } from '../../lib/use-page-meta';
import {
  getGalleryFacets,
  getGalleryPage,
  type GalleryFacets,
  type GalleryPage,
} from '../../features/projects/api/gallery';
import { ProjectGrid } from '../../features/projects/components/ProjectGrid';
import { TypePicker } from '../../features/projects/components/TypePicker';
import { ProjectGridHero } from '../../features/projects/components/ProjectGridHero';
import { GalleryFilters } from '../../features/projects/components/GalleryFilters';
import styles from './projects-gallery.module.css';

// /ProjectsGallery (SPEC §2): a type picker, and beside it filters by status, years and city, the
// whole choice in the address (?type=…&status=…&from=…&to=…&city=…), so back, forward and shared
// links restore it; the cards of that choice a page at a time ('Ver más proyectos', `page` in the
// address, so a return from a project finds the same cards); a 2000 ms loading screen.

function scrollBehavior(smooth: boolean): ScrollBehavior {
  return smooth && !window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'smooth' : 'auto';
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const choice = readGalleryChoice(params);
  const type = choice.type ?? DEFAULT_GALLERY_TYPE;
  const filters: Filters = { status: choice.status, from: choice.from, to: choice.to, city: choice.city };
  // The cards read so far for each choice (without its page): back and forward show them at once.
  const key = galleryQuery({ ...filters, type }, false);
  const [lists, setLists] = useState<Record<string, GalleryPage>>({});
  const [facets, setFacets] = useState<Partial<Record<ProjectType, GalleryFacets>>>({});
  const [arrivedWithType] = useState(() => params.has('type'));
  const list = useRef<HTMLElement>(null);
  const scrollTimer = useRef<number | undefined>(undefined);
  // The first card 'Ver más proyectos' added, which takes the focus once drawn.
  const firstAdded = useRef<number | null>(null);

  const t = useTexts(words, (c) => c.gallery);
  const metaWords = useMetaWords();
  const texts = useTexts(PROJECT_TYPE_TEXTS, (c) => c.typeTexts)[type];
  usePageMeta(galleryMeta(texts, metaWords));

  const wanted = choice.page * GALLERY_PAGE_SIZE;
  const known = lists[key];
  const missing = !known || (known.projects.length < wanted && known.projects.length < known.total);
  useEffect(() => {
    if (!missing) return;
    let live = true;
    const from = known?.projects.length ?? 0;
    void getGalleryPage(type, filters, from, wanted - from).then((page) => {
      // Built in slices (a transition), not in one long task.
      if (live && page)
        startTransition(() =>
          setLists((before) => ({
            ...before,
            [key]: {
              total: page.total,
              projects: [...(before[key]?.projects.slice(0, from) ?? []), ...page.projects],
            },
          })),
        );
      else if (live)
        startTransition(() => setLists((before) => ({ ...before, [key]: { total: 0, projects: [] } })));
    });
    return () => {
      live = false;
    };
    // `filters` and `known` are read through `key` and `missing`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, wanted, missing]);

  useEffect(() => {
    if (facets[type]) return;
    let live = true;
    void getGalleryFacets(type).then((found) => {
      if (live) startTransition(() => setFacets((before) => ({ ...before, [type]: found })));
    });
    return () => {
      live = false;
    };
  }, [type, facets]);

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
    // Another type has other statuses, years and cities: its choice starts afresh.
    if (next !== type || choice.type === null) setParams(galleryQuery({ type: next }).slice(1));
    scrollToList(SCROLL_TO_LIST_DELAY_MS.pickerClick, true);
  }

  // A filter is a new history entry (back undoes it); the page stays where it is. The change joins
  // the address as it is now, not as last drawn: two quick taps (the second before the page drew
  // the first) keep both.
  const narrow = (change: Partial<Filters>) => {
    const now = readGalleryChoice(new URLSearchParams(window.location.search));
    const { status, from, to, city } = now;
    setParams(galleryQuery({ status, from, to, city, ...change, type: now.type ?? type }).slice(1));
  };
  const shown = known?.projects.slice(0, wanted) ?? null;
  const more = known && shown && shown.length < known.total;
  const nextPage = galleryQuery({ ...filters, type, page: choice.page + 1 });

  return (
    <>
      <PageLoadingScreen ms={LOADING_MS.projectsGallery} />
      <ProjectGridHero
        heading={t.heading}
        intro={t.intro}
        cover={shown?.find((p) => p.render)?.render ?? null}
        coverWidths={shown?.find((p) => p.render)?.render_widths}
        coverFocus={shown?.find((p) => p.render)}
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
          {known && known.total > 0 && (
            <p className={styles.count} aria-live="polite">
              {shown && shown.length < known.total
                ? t.shown(shown.length, known.total)
                : t.count(known.total)}
            </p>
          )}
        </div>
        {/* Under the list's heading, beside the cards they narrow: filters arriving after the
            page scrolled to the list move nothing above it. */}
        <GalleryFilters value={filters} facets={facets[type] ?? null} onChange={narrow} />
        <ProjectGrid
          projects={shown}
          emptyText={hasFilters(filters) ? t.noMatch : t.empty}
          focusIndexRef={firstAdded}
        />
        {more && (
          <p className={styles.more}>
            <a
              className={styles.moreLink}
              href={`${pathname}${nextPage}`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                firstAdded.current = shown.length;
                // The same entry, with its page: a return from a project finds these cards.
                setParams(nextPage.slice(1), { replace: true });
              }}
            >
              {t.more}
            </a>
          </p>
        )}
      </section>
    </>
  );
}
