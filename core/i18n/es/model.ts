// Spanish words of a project's 3D model on its page (the poster, the viewer): in their own module,
// so they travel with the model's chunk, not with the project page.

export const model = {
  open: (size: string) => `Girar el modelo en 3D (${size})`,
  poster: (title: string) => `Modelo 3D de ${title}`,
  loading: 'Cargando el modelo 3D…',
  failed: 'No se pudo cargar el modelo 3D.',
  retry: 'Intentar de nuevo',
  noWebgl: 'Este navegador no puede mostrar modelos 3D (no tiene WebGL): se muestra la imagen del modelo.',
  help: 'Arrastra para girar, pellizca o usa la rueda para acercar, dos dedos para desplazar; teclas: flechas, + y −, 0 para volver.',
  reset: 'Vista inicial',
  roleDescription: 'modelo 3D',
  fullscreen: 'Pantalla completa',
  exitFullscreen: 'Salir de pantalla completa',
  turnLeft: 'Girar a la izquierda',
  turnRight: 'Girar a la derecha',
};
