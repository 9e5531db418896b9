import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { PageLoadingScreen } from '../../components/LoadingScreen';
import { LOADING_MS } from '../../../core/constants';
import { FOUNDERS, WHO_WE_ARE } from '../../config/studio-texts';
import { whoWeAre as words } from '../../../core/i18n/es/who-we-are';
import { shownText } from '../../i18n/shown-text';
import { useLang, useStudioEnglish, useTexts } from '../../i18n/texts';
import type { GalleryPhoto } from '../../../core/database-shapes';
import { whoWeAreMeta } from '../../../core/page/page-meta';
import { useMetaWords, usePageMeta } from '../../lib/use-page-meta';
import { reelPosterOf } from '../../../core/studio/studio-settings';
import { textFocusStyle } from '../../../core/media/focal-point';
import { useStudioSettings } from '../../lib/studio-settings-store';
import { getGalleryPhotos } from '../../features/gallery/api/gallery';
import { GalleryStrip } from '../../features/gallery/components/GalleryStrip';
import { photoAlt } from '../../features/gallery/photo-alt';
import { counterText, wrapIndex } from '../../features/projects/components/MediaSlider.state';
import { FounderProfiles } from '../../features/studio/components/FounderProfiles';
import { MissionVision } from '../../features/studio/components/MissionVision';
import { StudioHero } from '../../features/studio/components/StudioHero';
import { StudioQuote } from '../../features/studio/components/StudioQuote';
import { ContactSection } from '../../features/contact/components/ContactSection';

// The gallery's large view is fetched when a photo is first opened, not with the page: the
// route stays within its 100 KiB budget with the renditions' player code.
const Lightbox = lazy(() =>
  import('../../features/projects/components/Lightbox').then((m) => ({ default: m.Lightbox })),
);

// /WhoWeAre (SPEC §2): 1000 ms loading screen, then the looping studio reel, a quote,
// 'Misión' and 'Visión', the founders and a strip of the Gallery table's photos.
export function Component() {
  const [photos, setPhotos] = useState<GalleryPhoto[] | null>(null);
  // The strip's photo shown large, if any (the projects' lightbox, composed here).
  const [zoomed, setZoomed] = useState<number | null>(null);
  const metaWords = useMetaWords();
  usePageMeta(whoWeAreMeta(metaWords));
  const lang = useLang();
  const t = useTexts(words, (c) => c.whoWeAre);
  // Words, founders and reel as the studio last saved them; the shipped photos where it has none.
  // On an English page the studio's English words where it wrote them.
  const studio = useStudioSettings();
  const en = useStudioEnglish(studio.en);
  const text = (key: keyof typeof studio.texts) => shownText(lang, studio.texts[key], en.texts[key]);
  const reel = {
    ...WHO_WE_ARE.reel,
    label: t.reelLabel,
    src: studio.reel.video || WHO_WE_ARE.reel.src,
    phone: studio.reel.video ? studio.reel.phone : '',
    type: studio.reel.videoType,
    phoneType: studio.reel.phoneType,
    poster: reelPosterOf(studio.reel) || WHO_WE_ARE.reel.poster,
    focus: textFocusStyle(studio.reel.posterFocus),
  };
  const founders = FOUNDERS.map((shipped, i) => {
    const own = studio.founders[i];
    if (!own) return shipped;
    const english = en.founders[i === 0 ? 0 : 1];
    return {
      ...shipped,
      name: own.name,
      role: shownText(lang, own.role, english.role),
      bio: shownText(lang, own.bio, english.bio),
      photoAlt: own.name === shipped.name ? t.founderPhotoAlts[i === 0 ? 0 : 1] : t.portrait(own.name),
      uploadedPhoto: own.photo,
      uploadedPhotoWidths: own.photoWidths,
      uploadedPhotoFocus: own.focus,
      photoNotes: { settings: own, captionEn: english.caption },
    };
  });

  useEffect(() => {
    let live = true;
    void getGalleryPhotos().then((rows) => {
      // Built in slices (a transition), not in one long task.
      if (live) startTransition(() => setPhotos(rows));
    });
    return () => {
      live = false;
    };
  }, []);

  const total = photos?.length ?? 0;
  const zoomedPhoto = zoomed === null ? undefined : photos?.[zoomed];
  const zoomedAlt = zoomedPhoto && photoAlt(lang, t, zoomedPhoto, zoomed!, total);
  const step = (delta: number) => setZoomed((i) => (i === null ? null : wrapIndex(i, delta, total)));

  return (
    <>
      <PageLoadingScreen ms={LOADING_MS.whoWeAre} />
      <StudioHero heading={metaWords.headings.whoWeAre} intro={t.intro} video={reel} />
      <StudioQuote
        {...WHO_WE_ARE.quote}
        imageAlt={t.quoteImageAlt}
        text={text('quote')}
        author={text('quoteAuthor')}
      />
      <MissionVision
        mission={{ title: t.mission, text: text('mission') }}
        vision={{ title: t.vision, text: text('vision') }}
      />
      <FounderProfiles heading={t.foundersHeading} founders={founders} />
      <GalleryStrip
        heading={t.galleryHeading}
        photos={photos}
        emptyText={t.galleryEmpty}
        onOpen={setZoomed}
      />
      <ContactSection />
      {zoomedPhoto && (
        <Suspense fallback={null}>
          <Lightbox
            open
            url={zoomedPhoto.url}
            widths={zoomedPhoto.widths}
            alt={zoomedAlt!.alt}
            altLang={zoomedAlt!.lang}
            noteRow={zoomedPhoto}
            counter={zoomed === null ? '' : counterText(zoomed, total)}
            canNavigate={total > 1}
            onPrevious={() => step(-1)}
            onNext={() => step(1)}
            onClose={() => setZoomed(null)}
          />
        </Suspense>
      )}
    </>
  );
}
