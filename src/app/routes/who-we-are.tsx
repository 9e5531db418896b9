import { useEffect, useState } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { LOADING_MS } from '../../config/constants';
import { FOUNDERS, PAGE_DESCRIPTIONS, WHO_WE_ARE } from '../../config/studio-texts';
import type { GalleryPhoto } from '../../lib/database.types';
import { usePageMeta } from '../../lib/page-meta';
import { useMinimumDelay } from '../../lib/use-minimum-delay';
import { getGalleryPhotos } from '../../features/gallery/api/gallery';
import { GalleryStrip } from '../../features/gallery/components/GalleryStrip';
import { FounderProfiles } from '../../features/studio/components/FounderProfiles';
import { MissionVision } from '../../features/studio/components/MissionVision';
import { StudioHero } from '../../features/studio/components/StudioHero';
import { StudioQuote } from '../../features/studio/components/StudioQuote';

// /WhoWeAre (SPEC §2): 1000 ms loading screen, then the looping studio reel, a quote,
// 'Misión' and 'Visión', the founders and a strip of the Gallery table's photos.
export function Component() {
  const loading = useMinimumDelay(LOADING_MS.whoWeAre);
  const [photos, setPhotos] = useState<GalleryPhoto[] | null>(null);
  usePageMeta(WHO_WE_ARE.heading, PAGE_DESCRIPTIONS.whoWeAre);

  useEffect(() => {
    let live = true;
    void getGalleryPhotos().then((rows) => {
      if (live) setPhotos(rows);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <>
      <LoadingScreen active={loading} />
      <StudioHero heading={WHO_WE_ARE.heading} intro={WHO_WE_ARE.intro} video={WHO_WE_ARE.reel} />
      <StudioQuote {...WHO_WE_ARE.quote} />
      <MissionVision mission={WHO_WE_ARE.mission} vision={WHO_WE_ARE.vision} />
      <FounderProfiles heading={WHO_WE_ARE.foundersHeading} founders={FOUNDERS} />
      <GalleryStrip
        heading={WHO_WE_ARE.galleryHeading}
        photos={photos}
        emptyText={WHO_WE_ARE.galleryEmpty}
        altPrefix={WHO_WE_ARE.galleryAlt}
      />
    </>
  );
}
