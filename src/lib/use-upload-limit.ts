import { useEffect, useState } from 'react';
import { supabaseUrl } from './supabase-config';
import { uploadLimit } from './upload-resumable';

/** The largest file the server takes (upload-resumable.ts), null until it has answered. */
export function useUploadLimit(): number | null {
  const [limit, setLimit] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void uploadLimit(supabaseUrl).then((value) => live && setLimit(value));
    return () => {
      live = false;
    };
  }, []);
  return limit;
}
