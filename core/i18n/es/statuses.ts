// Spanish names of a project's status (the fact sheet, the gallery's filter), on their own: the
// gallery's page carries these and not the rest of the fact sheet's words.

export const statuses = {
  built: 'Construido',
  'under-construction': 'En construcción',
  design: 'Proyecto',
  competition: 'Concurso',
};
