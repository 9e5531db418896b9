// Spanish words of a project's page (/ProjectsGallery/{name}) only.

export const projectPage = {
  video: (title: string, subtitle: string) => `Video del proyecto ${title}, ${subtitle}`,
  sheet: 'Ficha del proyecto',
  back: 'Volver',
  backToGallery: 'Volver a la galería',
  sameName: 'Otros proyectos con este nombre',
  sameNameLead: 'Este enlace también corresponde a:',
  notFoundEyebrow: 'Proyecto no encontrado',
  notFoundHeading: 'No encontramos este proyecto',
  notFoundBefore: 'No hay ningún proyecto llamado ',
  notFoundAfter:
    ' en nuestra galería. Puede que el enlace esté incompleto o que el proyecto ya no esté publicado.',
  seeGallery: 'Ver la galería de proyectos',
};
