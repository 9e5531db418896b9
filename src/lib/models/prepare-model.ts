import { FileRefusedError } from '../file-refused';
import { publishPreparation } from '../renditions/preparation-status';
import { UploadCancelledError } from '../upload-resumable';
import type { ModelMessage, PreparedModel } from './model-prepare-types';

// The panel's side of the model worker (model-prepare.worker.ts): starts it for the chosen files,
// shows its progress in the busy overlay ('Convirtiendo el IFC a glTF… 40 %', then 'Optimizando
// el modelo 3D…') with 'Cancelar', which ends the worker at once — nothing has been uploaded yet,
// so nothing is left behind. A file the worker refuses is said with its name and the reason.

export function prepareModel(files: File[], limit: number): Promise<PreparedModel> {
  if (typeof Worker === 'undefined') return Promise.reject(new Error('este navegador no tiene Web Workers'));
  const name = files[0]?.name ?? '';
  const worker = new Worker(new URL('./model-prepare.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<PreparedModel>((resolve, reject) => {
    const cancel = () => reject(new UploadCancelledError());
    publishPreparation({ fraction: 0, cancel, label: 'Preparando el modelo 3D…' });
    worker.onmessage = (event: MessageEvent<ModelMessage>) => {
      const message = event.data;
      if (message.kind === 'progress')
        publishPreparation({ fraction: message.fraction, cancel, label: message.label });
      else if (message.kind === 'refused')
        reject(
          new FileRefusedError(`«${name}» no se puede usar como modelo 3D: ${message.reason}. No se subió.`),
        );
      else if (message.kind === 'done') resolve(message);
      else reject(new Error(`no se pudo preparar «${name}»: ${message.message}`));
    };
    worker.onerror = (event) => reject(new Error(`no se pudo preparar «${name}»: ${event.message}`));
    worker.postMessage({ files, limit });
  }).finally(() => {
    worker.terminate();
    publishPreparation(null);
  });
}
