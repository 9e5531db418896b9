/**
 * supabase-js prefixes the server's SVG with `data:image/svg+xml;utf-8,` as it is: a `#` in it
 * (a colour such as fill="#ffffff") would end the URL there and break the image. Encoded, any
 * SVG draws.
 */
export function svgDataUrl(qrCode: string): string {
  const svg = qrCode.replace(/^data:image\/svg\+xml;[^,]*,/, '');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
