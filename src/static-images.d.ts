// Image imports with vite-imagetools directives (vite.config.ts). Only the srcset form is used:
// `import srcSet from './photo.webp?w=400;800&format=webp&as=srcset'` gives "url 400w, url 800w".
declare module '*&as=srcset' {
  const srcSet: string;
  export default srcSet;
}
