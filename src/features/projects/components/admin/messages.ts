// Exact texts of SPEC §5 and §8 for the projects tab (typos included, they are the spec's).
export const MESSAGES = {
  required: 'Por favor, llena todos los campos obligatorios.',
  addProject: 'No se puso agregar proyecto, inténtalo nuevamente',
  editProject: 'No se puso modificar proyecto, inténtalo nuevamente',
  uploadCover: 'No se puso subir render principal, inténtalo nuevamente',
  updateCover: 'No se puso modificar render principal, inténtalo nuevamente',
  updateVideo: 'No se puso modificar video, inténtalo nuevamente',
  uploadRender: 'No se puso subir render, inténtalo nuevamente',
  deleteRender: 'No se puso eliminar render, inténtalo nuevamente',
  uploadBlueprint: 'No se puso subir blueprint, inténtalo nuevamente',
  deleteBlueprint: 'No se puso eliminar blueprint, inténtalo nuevamente',
} as const;
