// Business constants of SPEC §9. Every number here is exact; import it, never retype it.

export const PROJECT_TYPES = ['Comercial', 'Residencial', 'Equipamiento'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
/** Type preselected on /ProjectsGallery (SPEC §2). */
export const DEFAULT_GALLERY_TYPE: ProjectType = 'Comercial';
/** Type the admin "add project" form resets to (SPEC §5). */
export const DEFAULT_NEW_PROJECT_TYPE: ProjectType = 'Residencial';

export const HOME_RANDOM_PROJECTS = 5;

export const LOADING_MS = {
  home: 2000,
  projectsGallery: 2000,
  project: 2000,
  whoWeAre: 1000,
} as const;

export const TESTIMONIAL_ROTATION_MS = 7000;
export const TESTIMONIAL_FADE_MS = 300;
export const VIDEO_CONTROLS_HIDE_MS = 3000;
export const SCROLL_TO_LIST_DELAY_MS = { queryParam: 100, pickerClick: 200 } as const;
export const FOOTER_HEADING_DELAY_MS = 200;

export const COLORS = {
  brand: '#253646',
  dotCurrent: '#ffffff',
  dotOther: '#d9d9d983',
} as const;

export const ADMIN_UPLOAD_SLOT_PX = 200;

export const IMAGE_COMPRESSION = {
  maxWidthOrHeight: 1920,
  initialQuality: 0.85,
  useWebWorker: true,
  maxIteration: 10,
} as const;

/** Storage bucket holding every uploaded file (SPEC §3). */
export const STORAGE_BUCKET = 'Gallery';

/**
 * What the panel's video inputs take. The extensions are there because a browser's guess of a
 * file's type is no guide: Chromium on Linux gives a camera's upper-case `IMG_0001.MOV` an empty
 * type. What a file really is, the panel reads from its content before sending anything.
 */
export const VIDEO_ACCEPT = 'video/*,.mp4,.m4v,.mov,.webm,.mkv';
