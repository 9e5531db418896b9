import type { Client } from '../../../../core/database-shapes';
import { listOrEmpty } from '../../../lib/lookup';
import { publicDb } from '../../../lib/public-db';

export function getClients(): Promise<Client[]> {
  return listOrEmpty(
    'los testimonios',
    publicDb.from('Client').select('*').is('deleted_at', null).order('id'),
  );
}
