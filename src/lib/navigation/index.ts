// The app's router, in one place: wouter (with this seam under 4 KiB gzip, where React Router
// took ~13 KiB of every public page's JavaScript budget: scripts/check-bundle-budget.mjs), the
// address held as React state so navigations are transitions (BrowserRouter.tsx), React
// Router's decoding of paths and params (location.ts) and its links' behaviour (links.tsx). The
// app imports routing from here only.

export { Redirect as Navigate, Route, Switch, useSearchParams } from 'wouter';
export { BrowserRouter } from './BrowserRouter';
export { Link, NavLink } from './links';
export { matchesPath, navigate, useLocation, useParams } from './location';
