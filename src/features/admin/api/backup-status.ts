import { hostedBackend, supabase, supabasePublicKey, supabaseUrl } from '../../../lib/supabase';

// The embedded backend's last scheduled backup (server/auth/backup-status-route.ts), for the
// panel's alert. A hosted Supabase project has no scheduled backups of ours (it takes its own):
// nothing is asked and nothing shown. Any failure to ask shows nothing either: the alert is for
// a backup that failed, not for a status that could not be read.

export type BackupAlertKind = 'failed' | 'offsite-failed' | 'overdue';

export interface BackupAlertInfo {
  kind: BackupAlertKind;
  /** When the last backup ended (failed or not), if any did. */
  lastAt: string | null;
  reason: string | null;
  lastOkAt: string | null;
}

interface Answer {
  scheduled: boolean;
  alert: BackupAlertKind | null;
  last?: {
    at: string;
    ok: boolean;
    reason?: string;
    offsite: { ok: boolean; reason?: string } | null;
  } | null;
  last_ok_at?: string | null;
}

export async function readBackupAlert(): Promise<BackupAlertInfo | null> {
  if (hostedBackend) return null;
  try {
    const { data } = await supabase.auth.getSession();
    if (!data.session) return null;
    const response = await fetch(`${supabaseUrl}/auth/v1/embedded/backups`, {
      headers: { apikey: supabasePublicKey, authorization: `Bearer ${data.session.access_token}` },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Answer;
    if (!body.scheduled || !body.alert) return null;
    const last = body.last ?? null;
    return {
      kind: body.alert,
      lastAt: last?.at ?? null,
      reason: (body.alert === 'offsite-failed' ? last?.offsite?.reason : last?.reason) ?? null,
      lastOkAt: body.last_ok_at ?? null,
    };
  } catch {
    return null;
  }
}
