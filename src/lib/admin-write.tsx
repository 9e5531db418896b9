import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { FileRefusedError } from './file-refused';
import { UploadCancelledError, UploadTooLargeError } from './upload-resumable';
import { isSessionExpired } from './write-error';

// Every admin write goes through `run` (SPEC §2, §8): the busy overlay shows while it runs, a
// failure shows its exact alert, the overlay always closes, and the caller changes its local
// list only after `run` reports success — so a failed write leaves the list as it was. A write
// refused because the session is gone is not a "write failure": the administrator is sent to
// sign in again (onSessionExpired) instead. The panel shell renders the overlay and the alert.

export type FailureMessage = string | ((error: unknown) => string);

export interface AdminWriteApi {
  busy: boolean;
  /** Fraction of the current upload sent (0..1), or null when no file is being sent. */
  progress: number | null;
  alert: string | null;
  dismissAlert(): void;
  /** Runs one write; resolves true on success, false on failure (already reported). */
  run(
    failure: FailureMessage,
    action: (onProgress: (fraction: number) => void) => Promise<void>,
    options?: RunOptions,
  ): Promise<boolean>;
}

export interface RunOptions {
  /**
   * One file of several uploaded together: no full-screen overlay (it would hide the list that
   * shows each file's progress and result, use-upload-queue.ts), and not exclusive — the caller
   * shows its own progress and keeps its own controls disabled meanwhile.
   */
  inList?: boolean;
}

const AdminWriteContext = createContext<AdminWriteApi | null>(null);

export function AdminWriteProvider({
  onSessionExpired,
  children,
}: {
  onSessionExpired: () => void;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // A second click (or Enter) while a write runs must not start another one.
  const running = useRef(false);

  const run = useCallback<AdminWriteApi['run']>(
    async (failure, action, options = {}) => {
      const overlay = !options.inList;
      if (overlay && running.current) return false;
      if (overlay) running.current = true;
      setAlert(null);
      if (overlay) setBusy(true);
      try {
        await action((fraction) => {
          if (overlay) setProgress(fraction);
        });
        return true;
      } catch (error) {
        if (isSessionExpired(error)) {
          onSessionExpired();
        } else if (error instanceof UploadCancelledError) {
          // The administrator pressed 'Cancelar': nothing failed, nothing to report.
        } else if (error instanceof UploadTooLargeError || error instanceof FileRefusedError) {
          // Says which file and why it was refused before any byte was sent (its size and the
          // limit; empty, cut short, not an image, not a video): retrying would fail the same way.
          setAlert(error.message);
        } else {
          console.error('Falló una escritura del panel:', error);
          setAlert(typeof failure === 'string' ? failure : failure(error));
        }
        return false;
      } finally {
        if (overlay) {
          running.current = false;
          setBusy(false);
          setProgress(null);
        }
      }
    },
    [onSessionExpired],
  );

  const dismissAlert = useCallback(() => setAlert(null), []);
  const value = useMemo(
    () => ({ busy, progress, alert, dismissAlert, run }),
    [busy, progress, alert, dismissAlert, run],
  );
  return <AdminWriteContext.Provider value={value}>{children}</AdminWriteContext.Provider>;
}

// eslint-disable-next-line react-refresh/only-export-components -- the hook belongs with its provider
export function useAdminWrite(): AdminWriteApi {
  const api = useContext(AdminWriteContext);
  if (!api) throw new Error('useAdminWrite needs an <AdminWriteProvider> above it');
  return api;
}
