// Demo content of the studio: projects, testimonials and gallery photos. Loaded into an empty
// database on first start (see load.ts). File names are relative to ./assets/ and are produced by
// tools/demo-content/main.ts; the order of `demoProjects` is the slide order of the home page.

export type DemoProjectType = 'Residencial' | 'Comercial' | 'Equipamiento';

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
}

export interface DemoClient {
  name: string;
  testimonial: string;
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
    },
    ['planta-arquitectonica'],
  ),
];

export const demoClients: DemoClient[] = [
  {
    name: 'Mariana Villaseñor',
    testimonial:
      'Desde la primera visita al terreno entendieron que la casa tenía que mirar al lago sin darle la espalda al bosque. Cada decisión nos la explicaron con planos y maquetas, y la obra terminó en el tiempo acordado. Hoy es el lugar donde se reúne toda la familia.',
  },
  {
    name: 'Ricardo Fuentes Olvera',
    testimonial:
      'Necesitábamos abrir en cuatro meses sin perder el carácter del edificio. El equipo resolvió la barra, la extracción del tostador y la terraza con un presupuesto muy cuidado. Nuestros clientes preguntan todos los días quién diseñó el café.',
  },
  {
    name: 'Patricia Esquivel',
    testimonial:
      'La biblioteca se llenó desde la primera semana. Los niños tienen su propia sala, los estudiantes encuentran luz natural todo el día y se respetaron todos los fresnos del predio. Fue un proceso participativo de verdad, con vecinos y bibliotecarias en la mesa.',
  },
  {
    name: 'Andrés y Sofía Lozano',
    testimonial:
      'Queríamos una casa tranquila en pleno Coyoacán y la conseguimos. La luz del jardín llega hasta la cocina y el muro de piedra nos da privacidad sin sentirnos encerrados. Lucía y Martín estuvieron presentes en cada etapa de la obra.',
  },
  {
    name: 'Gabriela Ortiz',
    testimonial:
      'El nuevo corporativo redujo nuestro consumo de energía y cambió la forma en que trabajamos: más luz, más encuentros y una plaza que también disfrutan los vecinos. Un equipo serio, puntual y con muy buen oído.',
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

/** A demo image's narrower copy (issue 28), made from it by tools/demo-content/renditions.ts. */
export const widthCopy = (file: string, width: number): string =>
  `widths/${file.replace(/\.webp$/, '')}-${width}w.webp`;

/** A demo video's poster frame (issue 28), made by tools/demo-content/renditions.ts. */
export const posterOf = (video: string): string => video.replace(/\.mp4$/, '-poster.jpg');
