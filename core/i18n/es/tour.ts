// Spanish words of the walk through a project's 360° rooms and of a render beside the photograph
// of what was built: in their own module, so they travel with those chunks, not with the page.

export const tour = {
  doors: 'Ir a otra sala',
  room: (i: number) => `Sala ${i}`,
  goTo: (room: string) => `Ir a ${room}`,
  here: (room: string, i: number, n: number) => `Estás en ${room} (sala ${i} de ${n})`,
  map: 'Plano del recorrido',
  mapHere: (room: string) => `${room}: estás aquí`,
  noWebGl: 'Este navegador no puede mostrar el recorrido 360°: se muestra la imagen de cada sala.',
  compare: 'Comparar el render con la obra terminada',
  compareValue: (n: number) => `${n} % render, ${100 - n} % obra terminada`,
  renderTag: 'Render',
  builtTag: 'Obra terminada',
  photoAlt: (title: string) => `Fotografía de la obra terminada de ${title}`,
};
