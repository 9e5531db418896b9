// Spanish words of a project's fact sheet (its page) and of the gallery's status filter.

export const facts = {
  status: 'Estado',
  statuses: {
    built: 'Construido',
    'under-construction': 'En construcción',
    design: 'Proyecto',
    competition: 'Concurso',
  },
  area: 'Superficie construida',
  place: 'Ciudad',
  client: 'Cliente',
  collaborators: 'Colaboradores',
  awards: 'Premios',
  publications: 'Publicaciones',
};
