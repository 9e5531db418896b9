import type { CSSProperties, ReactNode } from 'react';
import { VideoPlayer } from '../../../components/VideoPlayer';
import styles from './StudioHero.module.css';

interface StudioHeroProps {
  heading: string;
  intro: ReactNode;
  video: {
    src: string;
    phone?: string;
    /** What the reel and its phone version are ('' when not recorded: offered as before). */
    type?: string;
    phoneType?: string;
    poster: string;
    /** The poster's focal point as object-position (VideoPlayer). */
    focus?: CSSProperties;
    label: string;
  };
}

/** Opening of /WhoWeAre: the studio reel looping full-bleed under the page title. */
export function StudioHero({ heading, intro, video }: StudioHeroProps) {
  return (
    <header className={styles.hero} data-nav-hero>
      <VideoPlayer
        src={video.src}
        phoneSrc={video.phone}
        type={video.type}
        phoneType={video.phoneType}
        poster={video.poster}
        focus={video.focus}
        loop
        label={video.label}
        className={styles.video}
      />
      <div className={styles.text}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.intro}>{intro}</p>
      </div>
    </header>
  );
}
