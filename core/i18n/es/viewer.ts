// Spanish words of the full-detail viewers (a plano's deep zoom, a 360° render's panorama): in
// their own module, so they travel with the viewers' chunk, not with the project page.

export const viewer = {
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  resetView: 'Ver completo',
  zoomHelp: 'Usa + y − para acercar y alejar, las flechas para recorrer el plano y 0 para verlo completo.',
  panoramaHelp: 'Arrastra o usa las flechas para mirar alrededor; + y − para acercar.',
  motion: 'Mirar moviendo el teléfono',
  noPanorama: 'Este navegador no puede mostrar el panorama 360°: se muestra la imagen completa.',
};
