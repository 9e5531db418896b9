import { useSyncExternalStore } from 'react';
import {
  STUDIO_SETTINGS_ELEMENT_ID,
  studioSettings,
  type StudioSettings,
} from '../../core/studio/studio-settings';

// The studio's settings the public pages show. The page that serves the app carries
// them in a JSON block (server/site/page-head.ts), so the first render already has them: no
// request before the first paint and no text that changes under the visitor's eyes. A page
// without the block (Vite's dev pages, a static host without the prerender) starts from the
// defaults and the app loads the stored row once (`refreshStudioSettings`); a prerendered page
// (data-source="prerender") may be older than the last save, so it is refreshed the same way.

function fromPage(): { settings: StudioSettings; fresh: boolean } {
  const element =
    typeof document === 'undefined' ? null : document.getElementById(STUDIO_SETTINGS_ELEMENT_ID);
  if (!element) return { settings: studioSettings(null), fresh: false };
  let stored: unknown = null;
  try {
    stored = JSON.parse(element.textContent ?? '');
  } catch {
    stored = null;
  }
  return { settings: studioSettings(stored), fresh: element.dataset.source !== 'prerender' };
}

const initial = fromPage();
let current = initial.settings;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replaces the settings shown (after a load, or after the panel saved them). */
export function setStudioSettings(next: StudioSettings): void {
  current = next;
  listeners.forEach((l) => l());
}

/** True when the page did not carry up-to-date settings and the stored row should be read. */
export function studioSettingsNeedLoad(): boolean {
  return !initial.fresh;
}

export function getStudioSettings(): StudioSettings {
  return current;
}

/** The settings, re-rendering when they change. */
export function useStudioSettings(): StudioSettings {
  return useSyncExternalStore(subscribe, getStudioSettings, getStudioSettings);
}
