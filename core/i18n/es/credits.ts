// Spanish words of images' captions and credits (under each image, the large view, the project
// page's 'Créditos' block, /WhoWeAre's photos), in the chunks of the code that shows them.

export const credits = {
  heading: 'Créditos',
  roles: { photo: 'Fotografía', render: 'Render', drawing: 'Dibujo', video: 'Video', model: 'Maqueta' },
  /** A credit without a role, in the 'Créditos' block. */
  images: 'Imágenes',
  license: 'Licencia',
};
