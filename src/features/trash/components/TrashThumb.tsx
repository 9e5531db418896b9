import { useEffect, useState } from 'react';
import { trashedImage } from '../api/trashed-image';

/** The thumbnail of a trashed item, read from the private bucket its files wait in. */
export function TrashThumb({
  url,
  widths,
  className,
}: {
  url: string;
  widths: Record<string, string> | null | undefined;
  className?: string;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    trashedImage(url, widths)
      .then((got) => {
        if (got.revoke) objectUrl = got.src;
        if (live) setSrc(got.src);
        else if (got.revoke) URL.revokeObjectURL(got.src);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, widths]);
  return src ? (
    <img className={className} src={src} alt="" />
  ) : (
    <span className={className} aria-hidden="true" />
  );
}
