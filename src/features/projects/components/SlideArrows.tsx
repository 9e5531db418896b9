import { projects } from '../../../../core/i18n/es/projects';
import { useTexts } from '../../../i18n/texts';

/** The stylesheet of the view that places the arrows: its `arrow`, `previous` and `next` classes. */
type ArrowClasses = Readonly<Record<string, string>>;

/**
 * The previous and next arrows of the project slider and of its large view: the same two
 * buttons, names and drawings in both, each view placing and colouring them with its own styles.
 */
export function SlideArrows({
  classes,
  onPrevious,
  onNext,
}: {
  classes: ArrowClasses;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const nav = useTexts(projects, (c) => c.projects);
  const arrows = [
    { side: 'previous', onClick: onPrevious, label: nav.previous, path: 'M15 4l-8 8 8 8' },
    { side: 'next', onClick: onNext, label: nav.next, path: 'M9 4l8 8-8 8' },
  ] as const;
  return (
    <>
      {arrows.map(({ side, onClick, label, path }) => (
        <button
          key={side}
          type="button"
          className={`${classes.arrow} ${classes[side]}`}
          onClick={onClick}
          aria-label={label}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d={path} />
          </svg>
        </button>
      ))}
    </>
  );
}
