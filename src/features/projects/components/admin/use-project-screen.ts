import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from '../../../../lib/navigation';
import { useMediaQuery } from '../../../../lib/use-media-query';

/**
 * Below this width 'Proyectos' shows one screen at a time, the list or one project's editor
 * (ProjectsAdmin.module.css switches its layout at the same width); above it, both side by side.
 */
export const ONE_SCREEN = '(max-width: 1100px)';

export type ProjectSelection = number | 'new' | null;

/** What a history entry opened from the list carries: back returns to the list. */
interface FromList {
  fromList: true;
}

const fromList = (state: unknown): state is FromList =>
  typeof state === 'object' && state !== null && (state as Partial<FromList>).fromList === true;

/**
 * Which project 'Proyectos' shows, kept in the address (?proyecto=12, ?proyecto=nuevo) so the
 * browser's back button and a reload work. Opening one from the list adds a history entry; on a
 * phone the list's scroll position is kept and given back when the studio returns to it, and
 * focus goes to what appeared (the editor) or to the project it came from (the list).
 */
export function useProjectScreen() {
  const [params, setParams] = useSearchParams();
  const oneScreen = useMediaQuery(ONE_SCREEN);
  const wanted = params.get('proyecto');
  const selection: ProjectSelection =
    wanted === 'nuevo' ? 'new' : wanted && /^\d+$/.test(wanted) ? Number(wanted) : null;
  const listScroll = useRef(0);
  const lastOpened = useRef<ProjectSelection>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const onEditor = selection !== null;

  function withProject(next: ProjectSelection) {
    return (current: URLSearchParams) => {
      const copy = new URLSearchParams(current);
      if (next === null) copy.delete('proyecto');
      else copy.set('proyecto', next === 'new' ? 'nuevo' : String(next));
      return copy;
    };
  }

  /** Opens a project (or the new-project form) as a new history entry. */
  function open(next: number | 'new') {
    if (oneScreen && !onEditor) listScroll.current = window.scrollY;
    lastOpened.current = next;
    setParams(withProject(next), { state: { fromList: true } satisfies FromList });
  }

  /** Back to the list: the history entry before, when the editor was opened from it. */
  function backToList() {
    if (fromList(history.state)) history.back();
    else setParams(withProject(null), { replace: true });
  }

  /** The project shown is gone (deleted): the list, without a way forward to it. */
  function close() {
    setParams(withProject(null), { replace: true });
  }

  // On one screen at a time: the editor starts at its top, the list where the studio left it.
  useLayoutEffect(() => {
    if (!oneScreen) return;
    if (onEditor) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      editorRef.current?.focus({ preventScroll: true });
      return;
    }
    window.scrollTo({ top: listScroll.current, behavior: 'instant' });
    const id = lastOpened.current;
    if (id !== null)
      listRef.current
        ?.querySelector<HTMLElement>(`[data-project="${id === 'new' ? 'nuevo' : id}"]`)
        ?.focus({ preventScroll: true });
  }, [oneScreen, onEditor]);

  return { selection, oneScreen, open, backToList, close, editorRef, listRef };
}
