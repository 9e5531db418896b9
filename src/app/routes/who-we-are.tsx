import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { PageLoadingScreen } from '../../components/LoadingScreen';
import { LOADING_MS } from '../../config/constants';
import { FOUNDERS, WHO_WE_ARE } from '../../config/studio-texts';
import type { GalleryPhoto } from '../../lib/database.types';
import { whoWeAreMeta } from '../../lib/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { reelPosterOf } from '../../lib/studio-settings';
import { useStudioSettings } from '../../lib/studio-settings-store';
import { getGalleryPhotos } from '../../features/gallery/api/gallery';
import { GalleryStrip } from '../../features/gallery/components/GalleryStrip';
import { counterText, wrapIndex } from '../../features/projects/components/MediaSlider.state';
import { FounderProfiles } from '../../features/studio/components/FounderProfiles';
import { MissionVision } from '../../features/studio/components/MissionVision';
import { StudioHero } from '../../features/studio/components/StudioHero';
import { StudioQuote } from '../../features/studio/components/StudioQuote';

// The gallery's large view is fetched when a photo is first opened, not with the page: the
// route stays within its 100 KiB budget with the renditions' player code (issue 28).
const Lightbox = lazy(() =>
  import('../../features/projects/components/Lightbox').then((m) => ({ default: m.Lightbox })),
);

// /WhoWeAre (SPEC §2): 1000 ms loading screen, then the looping studio reel, a quote,
// 'Misión' and 'Visión', the founders and a strip of the Gallery table's photos.
export function Component() {
  const [photos, setPhotos] = useState<GalleryPhoto[] | null>(null);
  // The strip's photo shown large, if any (the projects' lightbox, composed here).
  const [zoomed, setZoomed] = useState<number | null>(null);
  usePageMeta(whoWeAreMeta());
  // Words, founders and reel as the studio last saved them; the shipped photos where it has none.
  const studio = useStudioSettings();
  const { texts } = studio;
  const reel = {
    ...WHO_WE_ARE.reel,
    src: studio.reel.video || WHO_WE_ARE.reel.src,
    phone: studio.reel.video ? studio.reel.phone : '',
    poster: reelPosterOf(studio.reel) || WHO_WE_ARE.reel.poster,
  };
  const founders = FOUNDERS.map((shipped, i) => {
    const own = studio.founders[i];
    if (!own) return shipped;
    const photoAlt = own.name === shipped.name ? shipped.photoAlt : `Retrato de ${own.name}`;
    return {
      ...shipped,
      name: own.name,
      role: own.role,
      bio: own.bio,
      photoAlt,
      uploadedPhoto: own.photo,
      uploadedPhotoWidths: own.photoWidths,
    };
  });

  useEffect(() => {
    let live = true;
    void getGalleryPhotos().then((rows) => {
      // Built in slices (a transition), not in one long task (issue 35).
      if (live) startTransition(() => setPhotos(rows));
    });
    return () => {
      live = false;
    };
  }, []);

  const total = photos?.length ?? 0;
  const zoomedPhoto = zoomed === null ? undefined : photos?.[zoomed];
  const step = (delta: number) => setZoomed((i) => (i === null ? null : wrapIndex(i, delta, total)));

  return (
    <>
      <PageLoadingScreen ms={LOADING_MS.whoWeAre} />
      <StudioHero heading={WHO_WE_ARE.heading} intro={WHO_WE_ARE.intro} video={reel} />
      <StudioQuote {...WHO_WE_ARE.quote} text={texts.quote} author={texts.quoteAuthor} />
      <MissionVision
        mission={{ ...WHO_WE_ARE.mission, text: texts.mission }}
        vision={{ ...WHO_WE_ARE.vision, text: texts.vision }}
      />
      <FounderProfiles heading={WHO_WE_ARE.foundersHeading} founders={founders} />
      <GalleryStrip
        heading={WHO_WE_ARE.galleryHeading}
        photos={photos}
        emptyText={WHO_WE_ARE.galleryEmpty}
        altPrefix={WHO_WE_ARE.galleryAlt}
        onOpen={setZoomed}
      />
      {zoomedPhoto && (
        <Suspense fallback={null}>
          <Lightbox
            open
            url={zoomedPhoto.url}
            widths={zoomedPhoto.widths}
            alt={
              zoomed === null
                ? ''
                : zoomedPhoto?.description || `${WHO_WE_ARE.galleryAlt}, ${zoomed + 1} de ${total}`
            }
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
