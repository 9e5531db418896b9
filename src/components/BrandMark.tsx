import { BRAND_MARK_PATHS } from '../../core/page/brand-mark-paths';

// The studio's monogram (the favicon's "A" as a line drawing). Decorative: the link or heading
// around it carries the accessible name.
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect {...BRAND_MARK_PATHS.frame} fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d={BRAND_MARK_PATHS.letter}
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
