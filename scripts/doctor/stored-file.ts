// A stored file as a visitor's browser fetches it, asked with HEAD: the doctor's checks of the
// files rows name (a plano's PDF, a 3D model and its poster) say what is wrong in the same words.

/** How a stored file fails to answer as `wanted` (its path, status and type), or null when it answers well. */
export async function storedFileProblem(
  base: string,
  url: string,
  wanted: (type: string) => boolean,
): Promise<string | null> {
  const absolute = url.startsWith('http') ? url : `${base}${url}`;
  const res = await fetch(absolute, { method: 'HEAD' }).catch(() => null);
  const type = res?.headers.get('content-type')?.split(';')[0]?.trim();
  if (res?.status === 200 && type !== undefined && wanted(type)) return null;
  return `${new URL(absolute).pathname} (${res ? `${res.status} ${type ?? ''}`.trim() : 'sin respuesta'})`;
}
