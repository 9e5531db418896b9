// What each demo project is drawn with: its exterior scene (two views, 'a' the cover and 'b' the
// second exterior), its interior and the rooms of its floor plans. Keyed by the project's slug in
// supabase/seed/projects.ts; main.ts draws from it.
import type { PlanSpec } from './plan-spec.ts';
import { cafeOrizaba } from './scenes-comercial-cafe.ts';
import { boutiqueLino, corporativoLumen } from './scenes-comercial.ts';
import { centroCuemanco } from './scenes-equipamiento-cuemanco.ts';
import { bibliotecaFresnos, escuelaTlacopac } from './scenes-equipamiento.ts';
import { interiorLino, interiorLumen, interiorOrizaba } from './scenes-interiors-comercial.ts';
import {
  interiorAmsterdam,
  interiorCuemanco,
  interiorFresnos,
  interiorJacarandas,
  interiorMirador,
  interiorRioBravo,
  interiorTlacopac,
} from './scenes-interiors.ts';
import { casaMirador, casaRioBravo } from './scenes-residencial-campo.ts';
import { casaJacarandas, deptosAmsterdam } from './scenes-residencial-ciudad.ts';

type Scene = (view?: string) => string;

interface ProjectArt {
  exterior: Scene;
  interior: () => string;
  plans: Record<string, Omit<PlanSpec, 'seed' | 'project' | 'location' | 'year' | 'sheet'>>;
}

const R = (name: string, weight: number) => ({ name, weight });

export const ART: Record<string, ProjectArt> = {
  'casa-rio-bravo': {
    exterior: casaRioBravo,
    interior: interiorRioBravo,
    plans: {
      'planta-baja': {
        level: 'Planta baja',
        style: 'azul',
        w: 18,
        d: 12,
        rooms: [
          R('Sala', 5),
          R('Comedor', 3),
          R('Cocina', 2.5),
          R('Baño', 1),
          R('Estudio', 1.8),
          R('Recámara de visitas', 2),
          R('Terraza', 4),
        ],
      },
      'planta-alta': {
        level: 'Planta alta',
        style: 'papel',
        w: 14,
        d: 10,
        rooms: [
          R('Recámara principal', 3.2),
          R('Vestidor', 1),
          R('Baño', 1.2),
          R('Estancia familiar', 2.5),
          R('Recámara', 2),
          R('Baño', 1),
          R('Recámara', 2),
        ],
      },
    },
  },
  'biblioteca-los-fresnos': {
    exterior: bibliotecaFresnos,
    interior: interiorFresnos,
    plans: {
      'planta-baja': {
        level: 'Planta baja',
        style: 'papel',
        w: 38,
        d: 14,
        rooms: [
          R('Sala infantil', 4),
          R('Taller', 3),
          R('Vestíbulo', 3),
          R('Cafetería', 2),
          R('Administración', 1.6),
          R('Sanitarios', 1.4),
          R('Patio', 3),
        ],
      },
      'planta-alta': {
        level: 'Planta alta',
        style: 'azul',
        w: 44,
        d: 16,
        rooms: [
          R('Sala de lectura', 7),
          R('Acervo general', 4),
          R('Hemeroteca', 2),
          R('Cubículos de estudio', 2),
          R('Sanitarios', 1.2),
          R('Terraza de lectura', 2.5),
        ],
      },
    },
  },
  'cafe-orizaba': {
    exterior: cafeOrizaba,
    interior: interiorOrizaba,
    plans: {
      'planta-baja': {
        level: 'Planta baja',
        style: 'azul',
        w: 17,
        d: 10.4,
        rooms: [
          R('Salón', 5),
          R('Barra', 2.5),
          R('Tostador', 1.5),
          R('Bodega', 1),
          R('Sanitarios', 1),
          R('Terraza', 2),
        ],
      },
    },
  },
  'casa-jacarandas': {
    exterior: casaJacarandas,
    interior: interiorJacarandas,
    plans: {
      'planta-baja': {
        level: 'Planta baja',
        style: 'papel',
        w: 15,
        d: 11,
        rooms: [
          R('Sala', 4),
          R('Comedor', 2.6),
          R('Cocina', 2.2),
          R('Baño', 0.8),
          R('Estudio', 1.5),
          R('Jardín', 4),
        ],
      },
      'planta-alta': {
        level: 'Planta alta',
        style: 'azul',
        w: 12,
        d: 8,
        rooms: [
          R('Recámara principal', 3),
          R('Baño', 1),
          R('Recámara', 2),
          R('Baño', 0.8),
          R('Recámara', 2),
          R('Terraza', 3),
        ],
      },
    },
  },
  'corporativo-lumen': {
    exterior: corporativoLumen,
    interior: interiorLumen,
    plans: {
      'planta-tipo': {
        level: 'Planta tipo · niveles 2 a 11',
        style: 'azul',
        w: 26,
        d: 22,
        rooms: [
          R('Área de trabajo', 8),
          R('Sala de juntas', 1.6),
          R('Privado', 1.2),
          R('Recepción', 1.4),
          R('Sanitarios', 1.2),
          R('Comedor', 2),
          R('Área de trabajo', 5),
        ],
      },
    },
  },
  'centro-comunitario-cuemanco': {
    exterior: centroCuemanco,
    interior: interiorCuemanco,
    plans: {
      'planta-de-conjunto': {
        level: 'Planta de conjunto',
        style: 'papel',
        w: 48,
        d: 28,
        rooms: [
          R('Salón de usos múltiples', 5),
          R('Taller', 3),
          R('Sanitarios', 1.2),
          R('Administración', 1.2),
          R('Plaza cubierta', 7),
          R('Taller', 2.5),
          R('Jardín', 3),
        ],
      },
    },
  },
  'departamentos-amsterdam': {
    exterior: deptosAmsterdam,
    interior: interiorAmsterdam,
    plans: {
      'planta-tipo': {
        level: 'Planta tipo · niveles 1 a 5',
        style: 'papel',
        w: 16.5,
        d: 12,
        rooms: [
          R('Sala', 3),
          R('Comedor', 2),
          R('Cocina', 1.6),
          R('Recámara principal', 2.4),
          R('Baño', 0.9),
          R('Recámara', 1.8),
          R('Baño', 0.8),
          R('Terraza', 1.8),
        ],
      },
    },
  },
  'boutique-lino': {
    exterior: boutiqueLino,
    interior: interiorLino,
    plans: {
      'planta-baja': {
        level: 'Planta baja',
        style: 'azul',
        w: 14,
        d: 10,
        rooms: [
          R('Exhibición', 6),
          R('Bodega', 1.5),
          R('Sanitario', 0.8),
          R('Oficina', 1.2),
          R('Exhibición de textiles', 2.5),
        ],
      },
    },
  },
  'escuela-tlacopac': {
    exterior: escuelaTlacopac,
    interior: interiorTlacopac,
    plans: {
      'planta-baja': {
        level: 'Planta baja',
        style: 'azul',
        w: 30,
        d: 18,
        rooms: [
          R('Aula', 3),
          R('Aula', 3),
          R('Aula', 3),
          R('Dirección', 1.4),
          R('Sanitarios', 1.4),
          R('Patio', 6),
        ],
      },
      'planta-alta': {
        level: 'Planta alta',
        style: 'papel',
        w: 30,
        d: 12,
        rooms: [
          R('Aula', 3),
          R('Aula', 3),
          R('Taller de arte', 3),
          R('Sala de maestros', 1.6),
          R('Sanitarios', 1.2),
        ],
      },
    },
  },
  'casa-mirador': {
    exterior: casaMirador,
    interior: interiorMirador,
    plans: {
      'planta-arquitectonica': {
        level: 'Planta única',
        style: 'papel',
        w: 24,
        d: 11,
        rooms: [
          R('Sala', 4),
          R('Comedor', 2.4),
          R('Cocina', 2),
          R('Terraza', 3),
          R('Recámara principal', 3),
          R('Baño', 1),
          R('Recámara', 2.2),
          R('Baño', 0.9),
        ],
      },
    },
  },
};
