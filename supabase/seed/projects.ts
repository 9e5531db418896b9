// The demo projects, in slide order (the order of `demoProjects` is the home page's), with their
// English words. Loaded into an empty database on first start (load.ts). File names are relative
// to ./assets/ and are produced by tools/demo-content/main.ts.

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
  /** The project's 3D model, for those that have one ("3D" on the project page). */
  model?: DemoModel;
  en: DemoProjectEnglish;
}

/** A 3D model as the panel stores one: the optimised GLB and its poster (Project.model, model_poster). */
export interface DemoModel {
  file: string;
  poster: string;
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
  p: Omit<DemoProject, 'cover' | 'video' | 'renders' | 'blueprints' | 'model'>,
  blueprints: string[],
  withModel = false,
): DemoProject {
  const cover = `projects/${p.slug}-portada.webp`;
  return {
    ...p,
    cover,
    video: VIDEOS[p.type],
    renders: [cover, `projects/${p.slug}-exterior.webp`, `projects/${p.slug}-interior.webp`],
    blueprints: blueprints.map((b) => `projects/${p.slug}-${b}.webp`),
    ...(withModel && {
      model: { file: `models/${p.slug}.glb`, poster: `models/${p.slug}-poster.webp` },
    }),
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
    true,
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
