// The branded loading screen (SPEC §2, §9). It covers the page while `active`; the page's
// content is rendered underneath so it is ready when the screen lifts. Visual polish comes
// with the home-page issue; this interface is what every page uses.
export function LoadingScreen({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ position: 'fixed', inset: 0, zIndex: 100, background: '#253646', color: '#fff', display: 'grid', placeItems: 'center' }}
    >
      Cargando…
    </div>
  );
}
