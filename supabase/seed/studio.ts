// The studio's demo content besides its projects: testimonials, gallery photos and the studio's
// English words, loaded into an empty database on first start (load.ts). File names are relative
// to ./assets/ and are produced by tools/demo-content/main.ts.

import type { StudioEnglish } from '../../core/studio/studio-english';

export interface DemoClient {
  name: string;
  testimonial: string;
  testimonial_en: string;
}

export const demoClients: DemoClient[] = [
  {
    name: 'Mariana Villaseñor',
    testimonial:
      'Desde la primera visita al terreno entendieron que la casa tenía que mirar al lago sin darle la espalda al bosque. Cada decisión nos la explicaron con planos y maquetas, y la obra terminó en el tiempo acordado. Hoy es el lugar donde se reúne toda la familia.',
    testimonial_en:
      'From the first visit to the site they understood that the house had to look out over the lake without turning its back on the forest. They explained every decision to us with drawings and models, and the work finished on the agreed date. Today it is where the whole family gathers.',
  },
  {
    name: 'Ricardo Fuentes Olvera',
    testimonial:
      'Necesitábamos abrir en cuatro meses sin perder el carácter del edificio. El equipo resolvió la barra, la extracción del tostador y la terraza con un presupuesto muy cuidado. Nuestros clientes preguntan todos los días quién diseñó el café.',
    testimonial_en:
      'We needed to open in four months without losing the character of the building. The team solved the bar, the roaster’s extraction and the terrace on a very careful budget. Our customers ask every day who designed the café.',
  },
  {
    name: 'Patricia Esquivel',
    testimonial:
      'La biblioteca se llenó desde la primera semana. Los niños tienen su propia sala, los estudiantes encuentran luz natural todo el día y se respetaron todos los fresnos del predio. Fue un proceso participativo de verdad, con vecinos y bibliotecarias en la mesa.',
    testimonial_en:
      'The library was full from the first week. The children have their own room, students find daylight all day long, and every ash tree on the site was kept. It was a truly participatory process, with neighbours and librarians at the table.',
  },
  {
    name: 'Andrés y Sofía Lozano',
    testimonial:
      'Queríamos una casa tranquila en pleno Coyoacán y la conseguimos. La luz del jardín llega hasta la cocina y el muro de piedra nos da privacidad sin sentirnos encerrados. Lucía y Martín estuvieron presentes en cada etapa de la obra.',
    testimonial_en:
      'We wanted a quiet house in the middle of Coyoacán, and we got it. Light from the garden reaches all the way to the kitchen, and the stone wall gives us privacy without feeling closed in. Lucía and Martín were there at every stage of the work.',
  },
  {
    name: 'Gabriela Ortiz',
    testimonial:
      'El nuevo corporativo redujo nuestro consumo de energía y cambió la forma en que trabajamos: más luz, más encuentros y una plaza que también disfrutan los vecinos. Un equipo serio, puntual y con muy buen oído.',
    testimonial_en:
      'The new headquarters cut our energy use and changed the way we work: more light, more chance meetings and a square the neighbours enjoy too. A serious, punctual team that really listens.',
  },
];

/** Studio photos for the Gallery table (details, materials, models, sketches). */
export const demoGallery: string[] = [
  'gallery/taller-maqueta.webp',
  'gallery/detalle-celosia.webp',
  'gallery/taller-materiales.webp',
  'gallery/detalle-luz.webp',
  'gallery/taller-boceto.webp',
  'gallery/taller-mesa-de-trabajo.webp',
  'gallery/taller-estudio.webp',
];

/** What each gallery photo shows, in English (Gallery.description_en), by its file. */
export const demoGalleryEnglish: Record<string, string> = {
  'gallery/taller-maqueta.webp': 'A white scale model on a timber base, seen from above in soft light',
  'gallery/detalle-celosia.webp': 'A handmade brick lattice in raking sun, the warm interior glowing through',
  'gallery/taller-materiales.webp': 'Material samples laid out on the studio table',
  'gallery/detalle-luz.webp': 'Afternoon light through timber louvres across a concrete wall and floor',
  'gallery/taller-boceto.webp': 'A pencil perspective sketch on tracing paper, with notes',
  'gallery/taller-mesa-de-trabajo.webp':
    'The drawing table from above: a plan, a scale ruler, pencils and a cup of coffee',
  'gallery/taller-estudio.webp': 'The studio: drafting tables, models and material samples',
};

/** The studio's words in English (Studio.settings.en), loaded with the settings the app ships. */
export const demoStudioEnglish: StudioEnglish = {
  contactMessage: 'Hello, I would like to know more about the studio and get in touch with you.',
  footerLead:
    'Tell us about your home, your business or your next public space. We reply within one working day.',
  texts: {
    offersEyebrow: 'What we do',
    offersHeading: 'Architecture made to measure, at every scale',
    videoEyebrow: 'The studio',
    videoHeading: 'From the first sketch to the finished building',
    videoText: 'We draw by hand, build models and visit every site. A short tour of the way we work.',
    recentEyebrow: 'Portfolio',
    recentHeading: 'Recent projects',
    testimonialsEyebrow: 'Testimonials',
    testimonialsHeading: 'What our clients say',
    mission:
      'To design and build honest, well-resolved spaces made to measure for the people who live in them. We stay with each client from the first conversation to the handover of the building, taking care of the budget, the schedule and every interior detail.',
    vision:
      'To be a reference for contemporary Mexican architecture that brings together craft, local materials and energy efficiency; a close-knit studio whose buildings age with dignity and improve the city around them.',
    quote:
      'Good architecture does not impose itself on a place: it listens to it, orders the light and lets daily life take centre stage.',
    quoteAuthor: 'Lucía Alba and Martín Nogal',
  },
  founders: [
    {
      role: 'Founding architect · Design direction',
      bio: 'Architect from UNAM with a master’s degree in sustainable housing from Barcelona. Before founding the studio in 2012 she worked on the rehabilitation of historic buildings in the city centre. She leads the architectural design and the relationship with each client.',
    },
    {
      role: 'Founding interior designer · Interiors direction',
      bio: 'Interior designer and cabinetmaker by training, a graduate of the Universidad Iberoamericana. He coordinates the interiors, the made-to-measure furniture and the choice of materials, always hand in hand with Mexican workshops and artisans.',
    },
  ],
};
