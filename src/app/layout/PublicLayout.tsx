import { Outlet } from 'react-router';

// Placeholder shell; the navigation bar, footer and scroll-to-top come with the home-page issue.
export function PublicLayout() {
  return (
    <>
      <main>
        <Outlet />
      </main>
    </>
  );
}
