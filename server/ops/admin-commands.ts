import { forgetFirstPassword } from '../auth/admin-bootstrap';
import { rotateSigningKey, type Keys } from '../auth/keys';
import { resetMfa } from '../auth/account-admin';
import { clearUserMetadata } from '../auth/user-metadata';
import { removeAdmin, upsertUser } from '../auth/users';
import type { Database } from '../db/database';
import type { Disk } from '../storage/disk';
import { createBackup } from './backup';
import type { SourceAdministrator } from './push-report';

/** The admin commands that work the same with the server up (over its socket) or down (directly). */
export interface AdminRequest {
  command:
    | 'create-admin'
    | 'create-user'
    | 'remove-admin'
    | 'reset-mfa'
    | 'clear-user-metadata'
    | 'backup'
    | 'administrators'
    | 'rotate-signing-key';
  email?: string;
  password?: string;
  file?: string;
}

/** The keys the command may change, and the data dir that keeps them (keys.json). */
export interface KeyStore {
  keys: Keys;
  dataDir: string;
}

export async function runAdminCommand(
  request: AdminRequest,
  db: Database,
  disk: Disk,
  keyStore?: KeyStore,
): Promise<string> {
  switch (request.command) {
    case 'create-admin':
    case 'create-user': {
      if (!request.email || !request.password) throw new Error('email and password are required');
      await upsertUser(db, request.email, request.password, request.command === 'create-admin');
      if (keyStore) await forgetFirstPassword(keyStore.dataDir, request.email);
      return `${request.command === 'create-admin' ? 'Administrator' : 'User'} ${request.email} ready.`;
    }
    case 'remove-admin': {
      if (!request.email) throw new Error('email is required');
      const removed = await removeAdmin(db, request.email);
      return removed
        ? `${request.email} is no longer an administrator.`
        : `${request.email} was not an administrator.`;
    }
    case 'reset-mfa': {
      if (!request.email) throw new Error('email is required');
      return (await resetMfa(db, request.email))
        ? `${request.email}: two-step sign-in removed and every session ended; it signs in with its password alone and may enroll again in 'Cuenta'.`
        : `${request.email}: no such account.`;
    }
    case 'clear-user-metadata': {
      if (!request.email) throw new Error('email is required');
      const removed = await clearUserMetadata(db, request.email);
      return removed === null
        ? `${request.email}: no such account.`
        : `${request.email}: user_metadata emptied (${removed} bytes removed); its next access tokens carry none.`;
    }
    case 'backup': {
      if (!request.file) throw new Error('a file is required');
      const started = Date.now();
      const manifest = await createBackup(db, disk, request.file);
      const files = manifest.entries.filter((e) => e.path.startsWith('files/'));
      const bytes = files.reduce((sum, e) => sum + e.size, 0);
      const rows = Object.entries(manifest.rows)
        .map(([table, n]) => `${table.replace(/^public\./, '').replaceAll('"', '')} ${n}`)
        .join(', ');
      return `Backup written to ${request.file} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MiB); rows: ${rows}.`;
    }
    case 'rotate-signing-key': {
      if (!keyStore) throw new Error('the keys are not at hand');
      // In place: a running server signs with the new key from the next sign-in or refresh.
      const key = await rotateSigningKey(keyStore.keys, keyStore.dataDir);
      return `New signing key ${key.kid} (ES256) signs access tokens from now on; the previous one stays in the JWKS and keeps verifying the tokens it signed for 24 h.`;
    }
    case 'administrators': {
      const { rows } = await db.pg.query<SourceAdministrator>(
        `select u.email, exists (select 1 from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified') as two_step
           from private.administrators a join auth.users u on u.id = a.user_id order by u.email`,
      );
      return JSON.stringify(rows);
    }
  }
}
