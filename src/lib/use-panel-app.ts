import { useEffect } from 'react';
import { PANEL_HEAD_TAGS } from '../../core/page/panel-app';

/**
 * While the panel is shown, its head carries the web app manifest and icons (a phone can add the
 * panel to its home screen); leaving for a public page takes them away again, the served head's
 * own copies included, so no public page ever carries them — even one reached from the panel
 * without a reload ('Ver sitio').
 */
export function usePanelApp(): void {
  useEffect(() => {
    const selector = (t: (typeof PANEL_HEAD_TAGS)[number]) =>
      `${t.tag}[${t.tag === 'link' ? 'rel' : 'name'}="${t.tag === 'link' ? t.attrs.rel : t.attrs.name}"]`;
    for (const t of PANEL_HEAD_TAGS) {
      if (document.head.querySelector(selector(t))) continue;
      const element = document.createElement(t.tag);
      for (const [key, value] of Object.entries(t.attrs)) element.setAttribute(key, value);
      document.head.append(element);
    }
    return () => {
      for (const t of PANEL_HEAD_TAGS)
        document.head.querySelectorAll(selector(t)).forEach((el) => el.remove());
    };
  }, []);
}
