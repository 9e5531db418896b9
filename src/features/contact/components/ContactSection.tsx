import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ContactFormProps } from './ContactForm';

// Where the contact form goes on a page. The form's code, its words and its proof-of-work solver
// are fetched only when the visitor comes near (within about a screen): a page that is only
// looked at never pays for them.
const ContactForm = lazy(() => import('./ContactForm'));

export function ContactSection(props: ContactFormProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver !== 'function') return setNear(true);
    const watch = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '800px 0px',
    });
    watch.observe(element);
    return () => watch.disconnect();
  }, []);
  return (
    <div ref={slot}>
      {near && (
        <Suspense fallback={null}>
          <ContactForm {...props} />
        </Suspense>
      )}
    </div>
  );
}
