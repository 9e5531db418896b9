import type { Catalogue } from './catalogue';

// The reader of the studio's English words, which only English pages need (src/i18n/texts.ts).
export { studioEnglish } from '../studio/studio-english';

// The English catalogue: es.ts's sections, key for key, in English. A chunk of its
// own, fetched only on /en addresses (src/i18n/texts.ts); the server and the prerender read it for the
// English heads. The studio's own words that the panel edits (project texts, testimonials,
// 'Estudio') are not here: the studio writes their English in the panel.

export const EN: Catalogue = {
  nav: {
    label: 'Main',
    home: 'Home',
    gallery: 'Gallery',
    about: 'About us',
    open: 'Open menu',
    close: 'Close menu',
    skip: 'Skip to content',
    switchShort: 'ES',
    switchName: 'ES – Leer esta página en español',
  },
  footer: { heading: 'Get in touch with us' },
  studio: {
    tagline: 'Architecture and interior design',
    footerImageAlt: 'Single-storey house at dusk: lit windows, a brick lattice and agaves in the garden',
    contactMessage:
      "Hello, I'm interested in learning more about the studio and would like to get in touch with you.",
    loading: 'Loading…',
  },
  gallery: {
    heading: 'Project gallery',
    intro: 'A selection of built and ongoing works. Choose a project type to explore them.',
    pickerLabel: 'Project type',
    empty: 'No projects of this type have been published yet. Come back soon or explore another type.',
    explore: 'Explore by type',
    count: (n) => `${n.toLocaleString('en')} ${n === 1 ? 'project' : 'projects'}`,
  },
  whoWeAre: {
    intro:
      'We are an architecture and interior design studio in Mexico City. We design homes, workplaces and public places made to last and to be lived in calmly.',
    reelLabel: "Video tour of the Alba Nogal studio's works and workshops",
    quoteImageAlt: 'Afternoon light on an exposed concrete wall and a walnut staircase',
    quoteLabel: 'How we see architecture',
    mission: 'Mission',
    vision: 'Vision',
    missionVision: 'Mission and vision',
    foundersHeading: 'Founders',
    founderPhotoAlts: [
      'Portrait of Lucía Alba, founding architect of the studio',
      'Portrait of Martín Nogal, founding interior designer of the studio',
    ],
    portrait: (name) => `Portrait of ${name}`,
    galleryHeading: 'The studio in pictures',
    galleryEmpty: 'We will soon share new photographs of the studio here.',
    galleryAlt: 'Photograph of a site and the workshop of the Alba Nogal studio',
    photoAlt: (i, n) => `Photograph of a site and the workshop of the Alba Nogal studio, ${i} of ${n}`,
    previousPhotos: 'Previous photos',
    nextPhotos: 'Next photos',
    zoomPhoto: (i, n) => `Enlarge photo ${i} of ${n}`,
  },
  typeNames: { Comercial: 'Commercial', Residencial: 'Residential', Equipamiento: 'Public buildings' },
  projects: {
    more: 'See more',
    year: 'Year',
    location: 'Location',
    type: 'Type',
    cover: (title, subtitle) => `Main render of ${title}, ${subtitle}`,
    render: (title, subtitle) => `Render of the project ${title}, ${subtitle}`,
    goTo: (i) => `Go to project ${i}`,
    previous: 'Previous',
    next: 'Next',
  },
  projectPage: {
    video: (title, subtitle) => `Video of the project ${title}, ${subtitle}`,
    sheet: 'Project facts',
    back: 'Back',
    backToGallery: 'Back to the gallery',
    sameName: 'Other projects with this name',
    sameNameLead: 'This link also leads to:',
    notFoundEyebrow: 'Project not found',
    notFoundHeading: "We couldn't find this project",
    notFoundBefore: 'There is no project called ',
    notFoundAfter: ' in our gallery. The link may be incomplete or the project may no longer be published.',
    seeGallery: 'See the project gallery',
  },
  contact: {
    section: 'Write to us',
    headingProject: 'Interested in a project like this?',
    headingStudio: 'Tell us about your project',
    lead: "Write to us and we'll answer by email. Leave a phone number too if you prefer.",
    aboutProject: (title) => `Your message will reach the studio with the name of this project: “${title}”.`,
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    optional: '(optional)',
    message: 'Message',
    messagePlaceholder: 'What do you have in mind? A space, a timeline, an idea…',
    robotField: 'Leave this field empty',
    send: 'Send message',
    sending: 'Sending…',
    privacy:
      'We use your details only to answer you. No cookies, no third parties: your browser solves a small calculation instead of a captcha.',
    charactersLeft: (n) => `${n.toLocaleString('en')} characters left`,
    errors: {
      name: 'Please enter your name.',
      nameLong: 'The name is too long (100 characters at most).',
      email: 'Please enter a valid email, for example name@example.com.',
      phone: 'The phone number may only contain digits, spaces and + ( ) . / -',
      message: 'Please write your message.',
      messageLong: 'The message is too long (4,000 characters at most).',
      failed: "Your message couldn't be sent. Check your connection and try again: what you wrote is still here.",
      busy: "We're receiving a lot of messages right now. Please try again in a few minutes: what you wrote is still here.",
    },
    thanks: (name) => `Thank you, ${name}!`,
    received: (email) => `We received your message and will answer at ${email}.`,
    another: 'Write another message',
  },
  media: {
    heading: 'Project images',
    modes: 'Image type',
    render: 'Render',
    detail: 'Detail',
    renderAlt: (title, i, n) => `Render of ${title}, view ${i} of ${n}`,
    detailAlt: (title, i, n) => `Detail drawing of ${title}, sheet ${i} of ${n}`,
    zoom: (counter) => `Enlarge image ${counter}`,
    zoomed: 'Enlarged image',
    close: 'Close',
    pdf: 'Download PDF',
  },
  viewer: {
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetView: 'Fit to screen',
    zoomHelp: 'Use + and − to zoom in and out, the arrow keys to move around the drawing and 0 to see it whole.',
    panoramaHelp: 'Drag or use the arrow keys to look around; + and − to zoom.',
    motion: 'Look around by moving your phone',
    noPanorama: 'This browser cannot show the 360° panorama: the whole image is shown instead.',
  },
  player: { play: 'Play', pause: 'Pause', unmute: 'Turn sound on', mute: 'Mute' },
  testimonials: { show: (i, n) => `Show testimonial ${i} of ${n}` },
  home: {
    heading: 'Alba Nogal · Architecture and Interior Design',
    sliderLabel: 'Featured projects',
    emptyHero: 'Spaces designed to be lived in calmly.',
    videoLabel: 'Video of the Alba Nogal studio: design processes, models and finished works',
    recentEmpty: 'We will soon publish our most recent projects here.',
    recentAll: 'Explore all projects',
  },
  typeTexts: {
    Comercial: {
      heading: 'Commercial projects',
      description: "Shops, offices and restaurants that tell a brand's story and make daily work easy.",
    },
    Residencial: {
      heading: 'Residential projects',
      description:
        'Houses and apartments made to measure for each family, with daylight and materials that age well.',
    },
    Equipamiento: {
      heading: 'Public building projects',
      description:
        'Schools, clinics and cultural spaces: public architecture designed for the community that uses it.',
    },
  },
  headings: {
    whoWeAre: 'About us',
    projectNotFound: 'Project not found',
    notFound: 'Page not found',
    error: 'Unexpected error',
    login: 'Sign in',
    admin: 'Panel',
  },
  descriptions: {
    home: 'Architecture and interior design studio in Mexico City: commercial, residential and public building projects.',
    projectsGallery:
      'Gallery of commercial, residential and public building projects by the Alba Nogal studio, architecture and interior design in Mexico City.',
    whoWeAre:
      'Meet the Alba Nogal studio: our mission, our vision and its founders, Lucía Alba and Martín Nogal.',
    notFound: "The project you are looking for is not in the Alba Nogal studio's gallery.",
    pageNotFound: 'The page you are looking for does not exist or has moved.',
  },
};
