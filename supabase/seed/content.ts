// Demo content of the studio: projects, testimonials and gallery photos, with their English
// versions. Loaded into an empty database on first start (see load.ts). File names are relative to ./assets/ and are produced by
// tools/demo-content/main.ts; the order of `demoProjects` is the slide order of the home page.

import type { StudioEnglish } from '../../core/studio/studio-english';

export type DemoProjectType = 'Residencial' | 'Comercial' | 'Equipamiento';

/** A project's words in English (Project.*_en); the cover's words are its render_description_en. */
export interface DemoProjectEnglish {
  title: string;
  subtitle: string;
  description: string;
  location: string;
  /** What the cover (an exterior) and the interior render show, for the English pages' alt text. */
  cover: string;
  interior: string;
}

export interface DemoProject {
  /** Stable key used by the generator and in file names. */
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  year: string;
  location: string;
  type: DemoProjectType;
  /** Cover render (Project.render). */
  cover: string;
  /** Walk-through video (Project.video). */
  video: string;
  /** Images for the Render table, in slider order. */
  renders: string[];
  /** Images for the Blueprint table (the "Detalle" slider). */
  blueprints: string[];
  en: DemoProjectEnglish;
}

export interface DemoClient {
  name: string;
  testimonial: string;
  testimonial_en: string;
}

/** What each blueprint file shows, in English, by the name it is generated under. */
const BLUEPRINTS_EN: Record<string, string> = {
  'planta-baja': 'Ground floor plan',
  'planta-alta': 'Upper floor plan',
  'planta-tipo': 'Typical floor plan',
  'planta-de-conjunto': 'Site plan',
  'planta-arquitectonica': 'Floor plan',
};

/**
 * The English descriptions of a project's renders and blueprints, in the order of `renders` and
 * `blueprints` (the first render is the cover).
 */
export function demoMediaEnglish(p: DemoProject): { renders: string[]; blueprints: string[] } {
  return {
    renders: [p.en.cover, `${p.en.title}, seen from outside`, p.en.interior],
    blueprints: p.blueprints.map((file) => {
      const kind = Object.keys(BLUEPRINTS_EN).find((k) => file.endsWith(`-${k}.webp`));
      return `${BLUEPRINTS_EN[kind ?? 'planta-arquitectonica']} of ${p.en.title}`;
    }),
  };
}

export const VIDEOS = {
  Residencial: 'videos/recorrido-residencial.mp4',
  Comercial: 'videos/recorrido-comercial.mp4',
  Equipamiento: 'videos/recorrido-equipamiento.mp4',
} as const satisfies Record<DemoProjectType, string>;

function project(
  p: Omit<DemoProject, 'cover' | 'video' | 'renders' | 'blueprints'>,
  blueprints: string[],
): DemoProject {
  const cover = `projects/${p.slug}-portada.webp`;
  return {
    ...p,
    cover,
    video: VIDEOS[p.type],
    renders: [cover, `projects/${p.slug}-exterior.webp`, `projects/${p.slug}-interior.webp`],
    blueprints: blueprints.map((b) => `projects/${p.slug}-${b}.webp`),
  };
}

export const demoProjects: DemoProject[] = [
  project(
    {
      slug: 'casa-rio-bravo',
      title: 'Casa Río-Bravo',
      subtitle: 'Residencia familiar',
      description:
        'Casa de fin de semana para una familia de cinco, en una ladera con vista al lago de Valle de Bravo. Dos volúmenes se cruzan: abajo, la estancia acristalada entre muros de piedra del sitio; arriba, las recámaras en una caja de madera que vuela tres metros hacia el agua. El volado da sombra a la terraza y a la alberca en las tardes de verano.',
      year: '2023',
      location: 'Avándaro, Valle de Bravo, Estado de México',
      type: 'Residencial',
      en: {
        title: 'Río-Bravo House',
        subtitle: 'Family residence',
        description:
          'A weekend house for a family of five on a hillside overlooking the lake at Valle de Bravo. Two volumes cross: below, the glazed living area between walls of stone from the site; above, the bedrooms in a timber box that cantilevers three metres towards the water. The overhang shades the terrace and the pool on summer afternoons.',
        location: 'Avándaro, Valle de Bravo, State of Mexico',
        cover: 'Two crossed volumes over the lake: a stone base and a timber upper floor',
        interior: 'The living room opening onto the lake',
      },
    },
    ['planta-baja', 'planta-alta'],
  ),
  project(
    {
      slug: 'biblioteca-los-fresnos',
      title: 'Biblioteca Los Fresnos',
      subtitle: 'Biblioteca pública',
      description:
        'Biblioteca de barrio para 40 000 volúmenes, levantada entre los fresnos centenarios de un antiguo vivero. La sala de lectura ocupa un volumen de concreto envuelto en celosía de madera que filtra el sol poniente; la planta baja, abierta a la plaza, alberga la sala infantil, talleres y una pequeña cafetería. Ningún árbol del predio fue retirado.',
      year: '2022',
      location: 'Tlalpan, Ciudad de México',
      type: 'Equipamiento',
      en: {
        title: 'Los Fresnos Library',
        subtitle: 'Public library',
        description:
          'A neighbourhood library for 40,000 volumes, built among the century-old ash trees of a former plant nursery. The reading room fills a concrete volume wrapped in a timber lattice that filters the western sun; the ground floor, open to the square, holds the children’s room, workshops and a small café. Not a single tree on the site was removed.',
        location: 'Tlalpan, Mexico City',
        cover:
          'A reading room wrapped in timber louvres, lifted over a glazed ground floor among old ash trees',
        interior: 'The reading room behind its timber louvres',
      },
    },
    ['planta-baja', 'planta-alta'],
  ),
  project(
    {
      slug: 'cafe-orizaba',
      title: 'Café Orizaba',
      subtitle: 'Cafetería de especialidad',
      description:
        'Tostador y cafetería en la planta baja de un edificio de 1928 en la colonia Roma. Restauramos la fachada y los balcones de herrería, y abrimos el local a la calle con una cancelería de acero negro y una terraza bajo toldo. Dentro, una barra de cinco metros en verde profundo organiza el espacio y deja el tostador a la vista.',
      year: '2023',
      location: 'Roma Norte, Ciudad de México',
      type: 'Comercial',
      en: {
        title: 'Café Orizaba',
        subtitle: 'Specialty coffee shop',
        description:
          'A roastery and café on the ground floor of a 1928 building in Colonia Roma. We restored the façade and its wrought-iron balconies, and opened the shop to the street with black steel glazing and a terrace under an awning. Inside, a five-metre bar in deep green organises the space and keeps the roaster in view.',
        location: 'Roma Norte, Mexico City',
        cover: 'The ground floor of a 1920s building turned into a café, with a terrace on the street',
        interior: 'The bar and the roaster at dusk',
      },
    },
    ['planta-baja'],
  ),
  project(
    {
      slug: 'casa-jacarandas',
      title: 'Casa Jacarandas',
      subtitle: 'Vivienda unifamiliar',
      description:
        'Vivienda para una pareja y sus dos hijos detrás de un muro de piedra volcánica, bajo las jacarandas de una calle tranquila de Coyoacán. La planta baja se abre por completo al jardín y la planta alta se recorta para formar una terraza con pérgola. Materiales sencillos y duraderos: aplanado de cal, piedra, madera y terrazo.',
      year: '2021',
      location: 'Del Carmen, Coyoacán, Ciudad de México',
      type: 'Residencial',
      en: {
        title: 'Jacarandas House',
        subtitle: 'Single-family home',
        description:
          'A home for a couple and their two children behind a wall of volcanic stone, beneath the jacaranda trees of a quiet street in Coyoacán. The ground floor opens completely onto the garden, and the upper floor steps back to form a terrace with a pergola. Simple, lasting materials: lime render, stone, timber and terrazzo.',
        location: 'Del Carmen, Coyoacán, Mexico City',
        cover: 'A white house behind a volcanic stone wall, under jacaranda trees',
        interior: 'Dining room and kitchen opening onto the garden',
      },
    },
    ['planta-baja', 'planta-alta'],
  ),
  project(
    {
      slug: 'corporativo-lumen',
      title: 'Corporativo Lumen',
      subtitle: 'Oficinas corporativas',
      description:
        'Torre de once niveles de oficinas sobre un basamento comercial y una plaza pública arbolada. Las aletas verticales de aluminio, más densas en las fachadas oriente y poniente, reducen la ganancia solar y dan a la torre su textura cambiante a lo largo del día. Las plantas libres de 570 m² se adaptan a equipos de distintos tamaños.',
      year: '2024',
      location: 'Santa Fe, Cuajimalpa, Ciudad de México',
      type: 'Comercial',
      en: {
        title: 'Lumen Corporate Offices',
        subtitle: 'Corporate offices',
        description:
          'An eleven-storey office tower above a retail podium and a public square planted with trees. Vertical aluminium fins, denser on the east and west façades, cut solar gain and give the tower a texture that changes through the day. The 570 m² open floors adapt to teams of any size.',
        location: 'Santa Fe, Cuajimalpa, Mexico City',
        cover: 'An office tower clad in vertical aluminium fins',
        interior: 'An open-plan office floor with the city beyond the curtain wall',
      },
    },
    ['planta-tipo'],
  ),
  project(
    {
      slug: 'centro-comunitario-cuemanco',
      title: 'Centro Comunitario Cuemanco',
      subtitle: 'Centro cultural y deportivo',
      description:
        'Una gran cubierta ligera, apoyada en columnas esbeltas, reúne bajo su sombra una cancha, talleres y un salón de usos múltiples junto al canal. Los volúmenes de tabique rojo se construyeron con mano de obra local y el plafón de madera ayuda a la acústica. El embarcadero conecta el centro con las trajineras de Xochimilco.',
      year: '2024',
      location: 'Cuemanco, Xochimilco, Ciudad de México',
      type: 'Equipamiento',
      en: {
        title: 'Cuemanco Community Centre',
        subtitle: 'Cultural and sports centre',
        description:
          'A large, light roof on slender columns gathers a sports court, workshops and a multipurpose hall in its shade beside the canal. The red-brick volumes were built by local workers, and the timber ceiling helps the acoustics. A landing stage links the centre to the trajineras of Xochimilco.',
        location: 'Cuemanco, Xochimilco, Mexico City',
        cover: 'One large roof over brick halls and a sports court beside the canal',
        interior: 'The workshop hall between brick walls',
      },
    },
    ['planta-de-conjunto'],
  ),
  project(
    {
      slug: 'departamentos-amsterdam',
      title: 'Departamentos Ámsterdam',
      subtitle: 'Edificio de vivienda',
      description:
        'Doce departamentos sobre un local comercial, frente al camellón arbolado de la calle Ámsterdam. Cada vivienda tiene un balcón corrido con jardinera que protege del sol y suma verde a la calle. Los muros de tabique aparente dialogan con los edificios art déco de la colonia.',
      year: '2022',
      location: 'Hipódromo Condesa, Ciudad de México',
      type: 'Residencial',
      en: {
        title: 'Ámsterdam Apartments',
        subtitle: 'Apartment building',
        description:
          'Twelve apartments above a shop, facing the tree-lined median of Ámsterdam street. Each home has a full-width balcony with a planter that shades it from the sun and adds green to the street. The exposed-brick walls converse with the Art Deco buildings of the neighbourhood.',
        location: 'Hipódromo Condesa, Mexico City',
        cover: 'Six floors of apartments with deep balconies',
        interior: 'A kitchen and living area with the balcony and the city behind',
      },
    },
    ['planta-tipo'],
  ),
  project(
    {
      slug: 'boutique-lino',
      title: 'Boutique Lino',
      subtitle: 'Tienda de diseño mexicano',
      description:
        'Tienda de textiles, cerámica y mobiliario de talleres mexicanos. La fachada es una celosía de tabique hecho a mano que tamiza la luz del taller en el primer piso y, de noche, deja ver el interior encendido. En planta baja, basamentos de piedra y repisas de nogal presentan las piezas como en una galería.',
      year: '2025',
      location: 'Polanco, Ciudad de México',
      type: 'Comercial',
      en: {
        title: 'Lino Boutique',
        subtitle: 'Mexican design shop',
        description:
          'A shop for textiles, ceramics and furniture from Mexican workshops. The façade is a lattice of handmade brick that softens the light in the first-floor workshop and, at night, reveals the glowing interior. On the ground floor, stone plinths and walnut shelves present each piece as in a gallery.',
        location: 'Polanco, Mexico City',
        cover: 'A shop for Mexican design behind a screen of handmade bricks',
        interior: 'Display plinths and shelves of Mexican crafts in filtered light',
      },
    },
    ['planta-baja'],
  ),
  project(
    {
      slug: 'escuela-tlacopac',
      title: 'Escuela Tlacopac',
      subtitle: 'Centro educativo Montessori',
      description:
        'Ampliación de una escuela Montessori con seis aulas nuevas alrededor de un patio y de un pirul existente. Los pabellones, de color ocre y terracota sobre un zócalo de piedra volcánica, tienen ventanas a la altura de los niños y un corredor cubierto que sirve de aula al aire libre. La celosía del piso superior controla el sol de la tarde.',
      year: '2021',
      location: 'Tlacopac, San Ángel, Ciudad de México',
      type: 'Equipamiento',
      en: {
        title: 'Tlacopac School',
        subtitle: 'Montessori school',
        description:
          'An extension to a Montessori school with six new classrooms around a courtyard and an existing pepper tree. The pavilions, in ochre and terracotta on a volcanic stone base, have windows at children’s height and a covered walkway that doubles as an outdoor classroom. The lattice on the upper floor controls the afternoon sun.',
        location: 'Tlacopac, San Ángel, Mexico City',
        cover: 'Low classroom pavilions around a courtyard and an old pepper tree',
        interior: 'A Montessori classroom open to the courtyard',
      },
    },
    ['planta-baja', 'planta-alta'],
  ),
  project(
    {
      slug: 'casa-mirador',
      title: 'Casa Mirador',
      subtitle: 'Casa de descanso',
      description:
        'Pabellón de una sola planta asentado sobre una plataforma de piedra frente a los cerros del Tepozteco. Una losa de concreto aparente de veinte metros cubre la estancia y las recámaras, protegidas del poniente por una celosía de barro. El jardín de agaves y pastos nativos casi no necesita riego.',
      year: '2025',
      location: 'Tepoztlán, Morelos',
      type: 'Residencial',
      en: {
        title: 'Mirador House',
        subtitle: 'Country retreat',
        description:
          'A single-storey pavilion set on a stone platform facing the hills of Tepozteco. A twenty-metre slab of exposed concrete covers the living area and the bedrooms, sheltered from the western sun by a clay lattice. The garden of agaves and native grasses needs almost no watering.',
        location: 'Tepoztlán, Morelos',
        cover: 'A long concrete house on the slope, facing the cliffs of Tepozteco',
        interior: 'The main bedroom facing the cliffs of Tepozteco',
      },
    },
    ['planta-arquitectonica'],
  ),
];

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

/** Every asset file the content refers to, once each. */
export function demoAssetFiles(): string[] {
  const files = new Set<string>();
  for (const p of demoProjects) {
    files.add(p.cover);
    files.add(p.video);
    for (const r of p.renders) files.add(r);
    for (const b of p.blueprints) files.add(b);
  }
  for (const g of demoGallery) files.add(g);
  return [...files];
}

/** A demo image's narrower copy, made from it by tools/demo-content/renditions.ts. */
export const widthCopy = (file: string, width: number): string =>
  `widths/${file.replace(/\.webp$/, '')}-${width}w.webp`;

/** A demo video's poster frame, made by tools/demo-content/renditions.ts. */
export const posterOf = (video: string): string => video.replace(/\.mp4$/, '-poster.jpg');
