import type { ReactNode } from 'react';
import type from '../styles/typography.module.css';

/** A public section's label and heading; `headingId` lets the section name itself after it. */
export function SectionHeader({
  eyebrow,
  heading,
  headingId,
  className,
  children,
}: {
  eyebrow: ReactNode;
  heading: ReactNode;
  headingId: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header className={className}>
      <p className={type.eyebrow}>{eyebrow}</p>
      <h2 id={headingId} className={type.sectionHeading}>
        {heading}
      </h2>
      {children}
    </header>
  );
}
