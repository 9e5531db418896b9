// Spanish words of a project's fact sheet (its page); the statuses' names are in statuses.ts.

export const facts = {
  status: 'Estado',
  area: 'Superficie construida',
  place: 'Ciudad',
  client: 'Cliente',
  collaborators: 'Colaboradores',
  awards: 'Premios',
  publications: 'Publicaciones',
};
