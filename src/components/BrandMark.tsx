// The studio's monogram (the favicon's "A" as a line drawing). Decorative: the link or heading
// around it carries the accessible name.
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="2.5" y="2.5" width="59" height="59" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M18 46 L32 17 L46 46 M23.5 35 H40.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
