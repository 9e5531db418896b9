import styles from './StudioQuote.module.css';

interface StudioQuoteProps {
  text: string;
  author: string;
  image: string;
  imageAlt: string;
}

/** The founders' words beside a photograph of the studio's work. */
export function StudioQuote({ text, author, image, imageAlt }: StudioQuoteProps) {
  return (
    <section className={styles.section} aria-label="Nuestra forma de ver la arquitectura">
      <figure className={styles.figure}>
        <div className={styles.frame}>
          <img className={styles.image} src={image} alt={imageAlt} loading="lazy" decoding="async" />
        </div>
        <div className={styles.body}>
          <blockquote className={styles.quote}>
            <p>{text}</p>
          </blockquote>
          <figcaption className={styles.author}>— {author}</figcaption>
        </div>
      </figure>
    </section>
  );
}
