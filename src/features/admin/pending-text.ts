/** The upload queue's count in words: '3 fotos pendientes de subir' (one: '1 foto pendiente de subir'). */
export const pendingText = (count: number) =>
  count === 1 ? '1 foto pendiente de subir' : `${count} fotos pendientes de subir`;
