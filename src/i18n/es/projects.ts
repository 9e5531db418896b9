// Spanish words around projects (cards, sliders, the project page), shared by the pages that show
// projects. SPEC's strings exact ('Ver mas', 'Año', 'Locación', 'Render', 'Detalle').
import type { ProjectType } from '../../config/constants';

/** Project types as visitors read them: in Spanish, the stored names themselves. */
export const typeNames: Record<ProjectType, string> = {
  Comercial: 'Comercial',
  Residencial: 'Residencial',
  Equipamiento: 'Equipamiento',
};

export const projects = {
  more: 'Ver mas',
  year: 'Año',
  location: 'Locación',
  type: 'Tipo',
  cover: (title: string, subtitle: string) => `Render principal de ${title}, ${subtitle}`,
  render: (title: string, subtitle: string) => `Render del proyecto ${title}, ${subtitle}`,
  video: (title: string, subtitle: string) => `Video del proyecto ${title}, ${subtitle}`,
  goTo: (i: number) => `Ir al proyecto ${i}`,
  previous: 'Anterior',
  next: 'Siguiente',
  sheet: 'Ficha del proyecto',
  back: 'Volver',
  backToGallery: 'Volver a la galería',
  sameName: 'Otros proyectos con este nombre',
  sameNameLead: 'Este enlace también corresponde a:',
  notFoundEyebrow: 'Proyecto no encontrado',
  notFoundHeading: 'No encontramos este proyecto',
  notFoundBefore: 'No hay ningún proyecto llamado ',
  notFoundAfter: ' en nuestra galería. Puede que el enlace esté incompleto o que el proyecto ya no esté publicado.',
  seeGallery: 'Ver la galería de proyectos',
};

export const media = {
  modes: 'Tipo de imagen',
  render: 'Render',
  detail: 'Detalle',
  renderAlt: (title: string, i: number, n: number) => `Render de ${title}, vista ${i} de ${n}`,
  detailAlt: (title: string, i: number, n: number) => `Plano de detalle de ${title}, lámina ${i} de ${n}`,
  zoom: (counter: string) => `Ampliar imagen ${counter}`,
  zoomed: 'Imagen ampliada',
  close: 'Cerrar',
};

export const player = {
  play: 'Reproducir',
  pause: 'Pausar',
  unmute: 'Activar sonido',
  mute: 'Silenciar',
};

export const testimonials = {
  show: (i: number, n: number) => `Mostrar testimonio ${i} de ${n}`,
};
