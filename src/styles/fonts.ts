// Self-hosted fonts (no CDN): Poppins for headings, Inter for text, two weights each.
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
// Their local stand-ins (font-fallbacks.css) are in index.html's <style> block, for the first paint.
