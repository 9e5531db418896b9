import { createStatusStore } from '../../lib/status-store';
import { countNew } from './api/messages';

// How many messages wait unanswered in the inbox: read by the count beside 'Mensajes' in the
// panel's menu, refreshed by it now and then and by the view after each change.

const store = createStatusStore<number>();

export const useNewCount = () => store.use();

export async function refreshNewCount(): Promise<void> {
  try {
    store.publish(await countNew());
  } catch (error) {
    console.error('No se pudieron contar los mensajes nuevos:', error);
  }
}
