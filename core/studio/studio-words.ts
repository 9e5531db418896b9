// The /WhoWeAre words that the panel's 'Estudio' view can change, kept apart from
// src/config/studio-texts.ts because that file imports images: the server and the prerender read these as
// the defaults of the studio settings (core/studio/studio-settings.ts) without a bundler.

export const WHO_WE_ARE_WORDS = {
  quote:
    'La buena arquitectura no se impone al lugar: lo escucha, ordena la luz y deja que la vida diaria ocupe el centro.',
  quoteAuthor: 'Lucía Alba y Martín Nogal',
  mission:
    'Proyectar y construir espacios honestos, bien resueltos y hechos a la medida de quienes los habitan. Acompañamos a cada cliente desde la primera conversación hasta la entrega de la obra, cuidando el presupuesto, los tiempos y cada detalle de interiorismo.',
  vision:
    'Ser un referente de arquitectura contemporánea mexicana que une oficio, materiales locales y eficiencia energética; un estudio cercano cuyas obras envejezcan con dignidad y mejoren la ciudad que las rodea.',
} as const;

export const FOUNDER_WORDS = [
  {
    name: 'Lucía Alba',
    role: 'Arquitecta fundadora · Dirección de proyecto',
    bio: 'Arquitecta por la UNAM con maestría en vivienda sustentable en Barcelona. Antes de fundar el estudio en 2012 trabajó en rehabilitación de edificios históricos del Centro. Dirige el diseño arquitectónico y la relación con cada cliente.',
  },
  {
    name: 'Martín Nogal',
    role: 'Interiorista fundador · Dirección de interiorismo',
    bio: 'Diseñador de interiores y ebanista de formación, egresado de la Universidad Iberoamericana. Coordina el interiorismo, el mobiliario a la medida y la selección de materiales, siempre de la mano de talleres y artesanos mexicanos.',
  },
] as const;
