import { useState } from 'react';
import { AlertMessage } from '../../../components/AlertMessage';
import { useAdminWrite } from '../../../lib/admin-write';
import { useStillPublic } from '../../../lib/still-public';
import { hideStillPublic } from '../../../lib/trash-files';

/** The warning's words: how many files anyone with their link can still open. */
function stillPublicText(count: number): string {
  const files =
    count === 1
      ? '1 archivo sigue público: cualquiera con su enlace puede verlo'
      : `${count} archivos siguen públicos: cualquiera con su enlace puede verlos`;
  return `Se movió a la papelera, pero ${files}. Vuelve a intentarlo.`;
}

// The panel's word when something went to the trash but some of its files could not leave the
// public bucket, even after the retries (src/lib/still-public.ts): the item is in the trash, so
// without this the studio would believe it gone from the site. 'Intentar de nuevo' moves exactly
// those files; the warning stays, with the new count, until none is left. Closing it hides
// it until the files left change.
export function StillPublicAlert() {
  const keys = useStillPublic();
  const { run } = useAdminWrite();
  // Which files the studio closed the warning about: the same list stays hidden.
  const [dismissed, setDismissed] = useState<readonly string[] | null>(null);
  if (keys.length === 0 || keys === dismissed) return null;
  return (
    <AlertMessage
      message={stillPublicText(keys.length)}
      action={{
        label: 'Intentar de nuevo',
        onClick: () =>
          void run('No se pudieron mover los archivos a la papelera, inténtalo nuevamente', hideStillPublic),
      }}
      onDismiss={() => setDismissed(keys)}
    />
  );
}
