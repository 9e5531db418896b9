// Spanish words of a project's images: the slider and the large view (SPEC's 'Render', 'Detalle').

export const media = {
  heading: 'Imágenes del proyecto',
  modes: 'Tipo de imagen',
  render: 'Render',
  detail: 'Detalle',
  renderAlt: (title: string, i: number, n: number) => `Render de ${title}, vista ${i} de ${n}`,
  detailAlt: (title: string, i: number, n: number) => `Plano de detalle de ${title}, lámina ${i} de ${n}`,
  zoom: (counter: string) => `Ampliar imagen ${counter}`,
  zoomed: 'Imagen ampliada',
  close: 'Cerrar',
  pdf: 'Descargar PDF',
  panorama: 'Ver en 360°',
};
