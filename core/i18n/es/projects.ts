// Spanish words around projects (cards, sliders, facts), shared by the pages that show projects.
// SPEC's strings exact ('Ver mas', 'Año', 'Locación'). Each file of es/ holds the words of the code
// that shows them, so each page's chunk carries only its own.

export const projects = {
  more: 'Ver mas',
  year: 'Año',
  location: 'Locación',
  type: 'Tipo',
  cover: (title: string, subtitle: string) => `Render principal de ${title}, ${subtitle}`,
  render: (title: string, subtitle: string) => `Render del proyecto ${title}, ${subtitle}`,
  goTo: (i: number) => `Ir al proyecto ${i}`,
  previous: 'Anterior',
  next: 'Siguiente',
};
