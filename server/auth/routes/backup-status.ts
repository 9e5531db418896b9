import { sendJson } from '../../http/respond';
import { backupStatusFor } from '../backup-status-route';
import { authRoute } from './route';

// GET /auth/v1/embedded/backups: the last scheduled backup's outcome, for the panel's alert
// (administrators only; the embedded backend's own route, server/auth/backup-status-route.ts).
export const backupStatus = authRoute({
  name: 'backup status',
  methods: ['GET'],
  path: 'embedded/backups',
  access: 'key',
  input: { headers: { authorization: "Bearer <an administrator's access token>" } },
  handle: async ({ res, caller, deps }) =>
    sendJson(res, 200, await backupStatusFor(caller, deps), { 'Cache-Control': 'no-store' }),
});
