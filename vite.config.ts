import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app is served by the embedded backend (server/) in production and in `npm run dev`
// (Vite runs in middleware mode inside it), so the API is always same-origin.
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
  },
  worker: { format: 'es' },
});
