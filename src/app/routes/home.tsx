import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import reelPoster from '../../assets/studio-reel-poster.webp';
import reelVideo from '../../assets/studio-reel.mp4';
import { PageLoadingScreen } from '../../components/LoadingScreen';
import { VideoPlayer } from '../../components/VideoPlayer';
import { useOnScreen } from '../../components/use-on-screen';
import { HOME_RANDOM_PROJECTS, LOADING_MS } from '../../../core/constants';
import { PROJECT_TYPE_TEXTS } from '../../../core/i18n/type-texts';
import { home as words } from '../../../core/i18n/es/home';
import { shownText } from '../../i18n/shown-text';
import { useLang, useStudioEnglish, useTexts } from '../../i18n/texts';
import { getHomeProjects } from '../../features/projects/api/home';
import { OffersBlock } from '../../features/projects/components/OffersBlock';
import { HomeSlider } from '../../features/projects/components/HomeSlider';
import { RECENT_PROJECTS_COUNT, RecentProjects } from '../../features/projects/components/RecentProjects';
import { getClients } from '../../features/testimonials/api/clients';
import type { Client, Project } from '../../../core/database-shapes';
import { homeMeta } from '../../../core/page/page-meta';
import { useMetaWords, usePageMeta } from '../../lib/use-page-meta';
import { reelPosterOf } from '../../../core/studio/studio-settings';
import { textFocusStyle } from '../../../core/media/focal-point';
import { useStudioSettings } from '../../lib/studio-settings-store';
import styles from './home.module.css';

// The testimonials close the page, below the full-width video: their code is fetched only when
// their place (a mark at the end of the page's content) comes on screen, also after a jump to the
// end, so the home route stays within its 100 KiB budget (the renditions and the visit counter added to it).
const Testimonials = lazy(() =>
  import('../../features/testimonials/components/Testimonials').then((m) => ({ default: m.Testimonials })),
);

interface HomeData {
  loaded: boolean;
  /** The newest projects (Recent Projects), oldest first. */
  recent: Project[];
  /** The newest project with a cover of each type (the offers' cards). */
  covers: Project[];
  /** SPEC §2: five projects chosen at random, drawn once per visit. */
  featured: Project[];
  clients: Client[];
}

function useHomeData(): HomeData {
  const [data, setData] = useState<HomeData>({
    loaded: false,
    recent: [],
    covers: [],
    featured: [],
    clients: [],
  });
  useEffect(() => {
    let live = true;
    // Lookups never reject (SPEC §8: failures become empty lists), so the page always settles.
    // A transition: the content arrives under the loading screen and is built in slices that
    // leave the main thread free between them.
    // Each read bounded, whatever the number of projects (api/home.ts).
    void Promise.all([getHomeProjects(HOME_RANDOM_PROJECTS, RECENT_PROJECTS_COUNT), getClients()]).then(
      ([{ featured, recent, covers }, clients]) => {
        if (live) startTransition(() => setData({ loaded: true, recent, covers, featured, clients }));
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return data;
}

/** Home (SPEC §2 "/"): slider, offers, video, recent projects, video again, testimonials. */
export function Component() {
  const { loaded, recent, covers, featured, clients } = useHomeData();
  // The page may have been served with another route's head (client-side navigation).
  const lang = useLang();
  const t = useTexts(words, (c) => c.home);
  const typeTexts = useTexts(PROJECT_TYPE_TEXTS, (c) => c.typeTexts);
  usePageMeta(homeMeta(useMetaWords()));
  // The section texts and the reel as the studio last saved them (panel's 'Estudio' view), the
  // texts in English where it wrote them.
  const { texts, reel, en: storedEnglish } = useStudioSettings();
  const en = useStudioEnglish(storedEnglish);
  const text = (key: keyof typeof texts) => shownText(lang, texts[key], en.texts[key]);
  // Both of the page's videos are the reel.
  const reelProps = {
    src: reel.video || reelVideo,
    phoneSrc: reel.video ? reel.phone : null,
    type: reel.videoType,
    phoneType: reel.phoneType,
    poster: reelPosterOf(reel) || reelPoster,
    focus: textFocusStyle(reel.posterFocus),
    label: t.videoLabel,
  };
  const endMark = useRef<HTMLDivElement>(null);
  const nearEnd = useOnScreen(endMark, true) !== null;

  return (
    <>
      {/* Two seconds of loading screen (SPEC §9), longer only while the data is still on its way. */}
      <PageLoadingScreen ms={LOADING_MS.home} waiting={!loaded} />
      {/* Rendered underneath the loading screen so the hero render is already there when it lifts. */}
      <h1 className="visually-hidden">{t.heading}</h1>
      {loaded ? (
        <HomeSlider projects={featured} label={t.sliderLabel} emptyText={t.emptyHero} />
      ) : (
        <div className={styles.heroPlaceholder} aria-hidden="true" />
      )}

      <OffersBlock
        projects={covers}
        eyebrow={text('offersEyebrow')}
        heading={text('offersHeading')}
        typeTexts={typeTexts}
      />

      <section className={styles.intro} aria-labelledby="home-video-heading">
        <div className={styles.introText}>
          <p className={styles.eyebrow}>{text('videoEyebrow')}</p>
          <h2 id="home-video-heading" className={styles.heading}>
            {text('videoHeading')}
          </h2>
          <p className={styles.lead}>{text('videoText')}</p>
        </div>
        <VideoPlayer className={styles.introVideo} {...reelProps} />
      </section>

      <RecentProjects
        projects={recent}
        eyebrow={text('recentEyebrow')}
        heading={text('recentHeading')}
        emptyText={t.recentEmpty}
        allLabel={t.recentAll}
      />

      {/* SPEC §2: the video again, this time across the full width. */}
      <VideoPlayer className={styles.wideVideo} {...reelProps} preload="none" />

      <div ref={endMark} />
      {nearEnd && (
        <Suspense>
          <Testimonials
            clients={clients}
            eyebrow={text('testimonialsEyebrow')}
            heading={text('testimonialsHeading')}
          />
        </Suspense>
      )}
    </>
  );
}
