import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { ReleaseUnheldScreen } from './components/LoadingScreen';
import './styles/fonts';
import './styles/global.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    <ReleaseUnheldScreen />
  </StrictMode>,
);
