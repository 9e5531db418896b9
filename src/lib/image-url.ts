// Images at a size that fits the screen. Supabase's image transformation endpoint
// (/storage/v1/render/image/public/...) resizes on the fly; the embedded backend serves it too.
// A hosted project whose plan lacks transformations sets VITE_IMAGE_TRANSFORMS=false and the
// original file is used.
const transformsEnabled = import.meta.env.VITE_IMAGE_TRANSFORMS !== 'false';

const PUBLIC_PATH = '/storage/v1/object/public/';
const RENDER_PATH = '/storage/v1/render/image/public/';

/** URL of a stored image resized to `width` CSS-independent pixels (keeps aspect ratio). */
export function imageUrl(url: string | null | undefined, width: number, quality = 75): string {
  if (!url) return '';
  if (!transformsEnabled || !url.includes(PUBLIC_PATH)) return url;
  const resized = url.replace(PUBLIC_PATH, RENDER_PATH);
  const sep = resized.includes('?') ? '&' : '?';
  return `${resized}${sep}width=${Math.round(width)}&quality=${quality}&resize=contain`;
}

/** A srcset of common widths for a stored image. */
export function imageSrcSet(url: string | null | undefined, widths = [480, 960, 1440, 1920]): string {
  if (!url || !transformsEnabled || !url.includes(PUBLIC_PATH)) return '';
  return widths.map((w) => `${imageUrl(url, w)} ${w}w`).join(', ');
}
