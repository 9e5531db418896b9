// Alerts of the 'Estudio' view, in the panel's style (SPEC §8's wording where it has one).
export const STUDIO_MESSAGES = {
  save: 'No se pudieron guardar los datos del estudio, inténtalo nuevamente',
  uploadImage: 'Existió un problema al momento de subir la imagen, inténtalo nuevamente',
  uploadVideo: 'No se pudo subir el video del estudio, inténtalo nuevamente',
  invalid: 'Revisa los campos marcados.',
  saved: 'Cambios guardados.',
} as const;
