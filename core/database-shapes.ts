// The app's view of the database: the generated types (database.types.ts, written by
// `npm run gen:types` from the migrations) with the columns the database stores loosely given
// the shapes the app and the migrations' checks hold them to (a jsonb as a widths map, a text
// as one of its allowed values). Code imports its row types from here, never from the generated
// file.
import type { Database as Generated, Json } from './database.types';
import type { Credit } from './credits/credit';
import type { Collaborator, Mention } from './projects/facts';
import type { ProjectStatus } from './projects/fact-values';
import type { ContactChallenge, MessageFlag } from './contact/message-rules';

export type { Json };

/**
 * The narrower copies of an image made in the panel at upload: width in pixels → URL
 * ({"480": url, "960": url}). Null for images stored before, which are served as they are.
 */
export type ImageWidths = Record<string, string>;

/** The project types the schema's check allows (SPEC §3). */
type ProjectTypeValue = 'Residencial' | 'Comercial' | 'Equipamiento';

/** The columns a replaced cover ('render') or video ('video') had, as recorded when it was replaced. */
export type ReplacedColumns = {
  render?: string | null;
  render_widths?: ImageWidths | null;
  render_focus_x?: number | null;
  render_focus_y?: number | null;
  render_preview?: string | null;
  video?: string | null;
  video_phone?: string | null;
  video_poster?: string | null;
  video_type?: string | null;
  video_phone_type?: string | null;
  render_caption?: string | null;
  render_caption_en?: string | null;
  render_credit?: Credit | null;
  video_caption?: string | null;
  video_caption_en?: string | null;
  video_credit?: Credit | null;
  model_caption?: string | null;
  model_caption_en?: string | null;
  model_credit?: Credit | null;
  model?: string | null;
  model_poster?: string | null;
  model_poster_widths?: ImageWidths | null;
  model_size?: number | null;
  model_source?: ModelSource | null;
};

/** What the studio chose for a project's 3D model (20261129000300_project_model.sql). */
export type ModelSource = 'glb' | 'gltf' | 'ifc';
/** A field of a project whose replaced values go to the trash. */
export type ReplacedFieldValue = 'render' | 'video' | 'model';

/** `A` with the properties of `B` put in place of its own (types and optionality from `B`). */
type Over<A, B> = Simplify<Omit<A, keyof B> & B>;
type Simplify<T> = { [K in keyof T]: T[K] };

type GeneratedPublic = Generated['public'];
type GeneratedTables = GeneratedPublic['Tables'];
type GeneratedFunctions = GeneratedPublic['Functions'];

/** A generated table with some columns' types replaced in its Row, Insert and Update. */
type Narrowed<
  Name extends keyof GeneratedTables,
  Shapes extends { Row: object; Insert: object; Update: object },
> = {
  Row: Over<GeneratedTables[Name]['Row'], Shapes['Row']>;
  Insert: Over<GeneratedTables[Name]['Insert'], Shapes['Insert']>;
  Update: Over<GeneratedTables[Name]['Update'], Shapes['Update']>;
  Relationships: GeneratedTables[Name]['Relationships'];
};

/** A project's columns held to narrower shapes than the database's types. */
type ProjectNarrowed = {
  type: ProjectTypeValue;
  render_widths: ImageWidths | null;
  model_poster_widths: ImageWidths | null;
  model_source: ModelSource | null;
};

/** A render's, blueprint's or gallery photo's widths and credit; `position` of a new one: the database's. */
type MediaShapes = {
  Row: { widths: ImageWidths | null; credit: Credit | null };
  /** `position` left out: the new item goes last (the database places it). */
  Insert: { widths?: ImageWidths | null; position?: number; credit?: Credit | null };
  Update: { widths?: ImageWidths | null; credit?: Credit | null };
};

/** The fact sheet's and the images' credits' JSON columns and the status, as their checks hold them. */
type ProjectFacts = {
  status: ProjectStatus | null;
  render_credit: Credit | null;
  video_credit: Credit | null;
  model_credit: Credit | null;
  collaborators: Collaborator[] | null;
  awards: Mention[] | null;
  publications: Mention[] | null;
};

type Tables = {
  Project: Narrowed<
    'Project',
    {
      Row: ProjectNarrowed & ProjectFacts;
      /** `position` left out: the new project goes last (the database places it). */
      Insert: { type: ProjectTypeValue; position?: number } & Partial<Omit<ProjectNarrowed, 'type'>> &
        Partial<ProjectFacts>;
      Update: Partial<ProjectNarrowed> & Partial<ProjectFacts>;
    }
  >;
  Render: Narrowed<'Render', MediaShapes>;
  Blueprint: Narrowed<'Blueprint', MediaShapes>;
  Gallery: Narrowed<
    'Gallery',
    {
      Row: { widths: ImageWidths | null; credit: Credit | null };
      Insert: { widths?: ImageWidths | null; credit?: Credit | null };
      Update: { widths?: ImageWidths | null; credit?: Credit | null };
    }
  >;
  /** A former address: `key` is the decoded `title-subtitle` it had in `lang`. */
  ProjectAddress: Narrowed<
    'ProjectAddress',
    { Row: { lang: 'es' | 'en' }; Insert: { lang: 'es' | 'en' }; Update: { lang?: 'es' | 'en' } }
  >;
  /** A replaced cover or video in the trash, with the columns it had. */
  ReplacedMedia: Narrowed<
    'ReplacedMedia',
    {
      Row: { field: ReplacedFieldValue; columns: ReplacedColumns };
      Insert: { field: ReplacedFieldValue; columns: ReplacedColumns };
      /** Recorded once: restored or deleted, never changed. */
      Update: never;
    }
  >;
  /** Earlier settings documents, newest last: the database writes them, the panel only reads. */
  StudioVersion: Over<GeneratedTables['StudioVersion'], { Insert: never; Update: never }>;
  /** Files of purged trash waiting to be removed from Storage: the database records them. */
  PurgedFile: Over<GeneratedTables['PurgedFile'], { Insert: never; Update: never }>;
  /** Earlier values of projects' and images' words and facts: the database writes them, the panel reads. */
  ContentVersion: Narrowed<
    'ContentVersion',
    {
      Row: { old_values: Record<string, Json>; new_values: Record<string, Json> };
      Insert: never;
      Update: never;
    }
  >;
  /**
   * A visitor's message: written only by send_contact_message; the panel marks it answered,
   * moves a flagged one to the inbox (flag null), trashes and deletes it.
   */
  Message: {
    Row: Over<GeneratedTables['Message']['Row'], { lang: 'es' | 'en'; flag: MessageFlag | null }>;
    Insert: never;
    Update: { answered_at?: string | null; flag?: null; deleted_at?: string | null };
    Relationships: GeneratedTables['Message']['Relationships'];
  };
  /** The studio's choices for messages: one row (id 1), made by the migration, saved by an upsert. */
  MessageSettings: Over<
    GeneratedTables['MessageSettings'],
    {
      Insert: { id: 1; retention_days?: number; notify_email?: string | null };
      Update: { retention_days?: number; notify_email?: string | null };
    }
  >;
};

type Functions = {
  /** An administrator's: one credit on the chosen images of a project; how many now carry it. */
  apply_project_credit: Over<
    GeneratedFunctions['apply_project_credit'],
    {
      Args: {
        project_id: number;
        credit: Credit;
        targets?: ('cover' | 'video' | 'model' | 'renders' | 'planos')[];
        only_empty?: boolean;
      };
    }
  >;
  /** Anonymous: a proof-of-work challenge for the contact form. */
  contact_challenge: Over<GeneratedFunctions['contact_challenge'], { Returns: ContactChallenge }>;
  /** Anonymous: a message with its solved challenge; kept (in the inbox or flagged) or refused. */
  send_contact_message: Over<GeneratedFunctions['send_contact_message'], { Returns: { status: 'received' } }>;
  /** Anonymous: counts a page view or a contact; `project` null for a page of no project. */
  count_visit: Over<
    GeneratedFunctions['count_visit'],
    { Args: { kind: string; page: string; project?: number | null; referrer?: string } }
  >;
  /** The signed-in account's sessions; a session may not have told its browser or address. */
  my_sessions: Over<
    GeneratedFunctions['my_sessions'],
    {
      Returns: {
        id: string;
        created_at: string;
        last_used_at: string;
        user_agent: string | null;
        ip: string | null;
        aal: string;
        is_current: boolean;
      }[];
    }
  >;
};

/**
 * The generated types with the narrowings above. Each replaces a column's type outright:
 * type-fest's MergeDeep (Supabase's documented override) would merge an object narrowing of a
 * jsonb column into Json's own object branch instead of replacing it.
 */
export type Database = Over<
  Generated,
  {
    public: Over<
      GeneratedPublic,
      { Tables: Over<GeneratedTables, Tables>; Functions: Over<GeneratedFunctions, Functions> }
    >;
  }
>;

type PublicTables = Database['public']['Tables'];
/** A table's row as the app reads it. */
export type Row<T extends keyof PublicTables> = PublicTables[T]['Row'];

/**
 * 1, 2, 3… among all projects (`position`: slide, gallery and list order); `render_description`
 * the cover's alt text; `deleted_at` set while in the trash, with its renders and blueprints;
 * `video_phone`/`video_poster` the video's phone rendition (≤ 1280×720 H.264) and its poster frame;
 * `video_type`/`video_phone_type` what they are as a MIME type with codecs, so the site offers a
 * browser only what it says it can play (null for a video recorded before they were read);
 * `render_focus_x/y` the cover's focal point; each `*_en` the English text, null: the English
 * page shows the Spanish one. The English address is
 * /en/ProjectsGallery/{title_en ?? title}-{subtitle_en ?? subtitle}, unique like the Spanish one.
 */
export type Project = Row<'Project'>;
/** A testimonial; `testimonial_en` null: the English page shows the Spanish one. */
export type Client = Row<'Client'>;
/**
 * Renders, blueprints and gallery photos: `position` 1, 2, 3… among the project's (the order the
 * studio set), `description` the studio's words for the image (its alt text; null: a generated
 * one), `widths` its narrower copies (null: only the original), `focus_x`/`focus_y` what must stay
 * in view where the site crops it (0 left/top to 1 right/bottom, both or neither; null: centre).
 */
export type GalleryPhoto = Row<'Gallery'>;
export type Render = Row<'Render'>;
export type Blueprint = Row<'Blueprint'>;
/**
 * A plano drawn from a page of a PDF names the stored PDF, its page and its size
 * (supabase/migrations/20261128000200_plano_pdf.sql); all null for a plano uploaded as an image.
 */
export type PdfColumns = Pick<Blueprint, 'pdf_url' | 'pdf_page' | 'pdf_size'>;
/** A project's former address, recorded by the database on rename; visitors read them. */
export type ProjectAddress = Row<'ProjectAddress'>;
/**
 * A project's walk through its 360° renders (20261129000500_room_tour.sql): a door of room
 * `from_render` to room `to_render` at `yaw`/`pitch` (radians) of the first one's panorama; where a
 * room stands on a plano (`x`, `y` fractions from its top-left corner, `heading` degrees clockwise
 * from the plano's up); a render and the photograph of what was built. Readable while every image
 * they name is live (the trash hides them, a restore brings them back).
 */
export type RoomLink = Row<'RoomLink'>;
export type RoomSpot = Row<'RoomSpot'>;
export type RenderPair = Row<'RenderPair'>;
/** A project's replaced cover, video or 3D model, in the trash (20261127001200_replaced_media.sql). */
export type ReplacedMedia = Row<'ReplacedMedia'>;
/** A project's client: visitors read it only when `shown` (20261129000100_credits_facts.sql). */
export type ProjectClient = Row<'ProjectClient'>;
/** One change of a row's words or facts, with the values before and after. */
export type ContentVersion = Row<'ContentVersion'>;
/**
 * One aggregate: `count` distinct visitors did `kind` ('view', 'chat', a network) on `page` that
 * day; kind 'message': messages that reached the inbox from that page's form.
 */
export type DailyCountRow = Row<'DailyCount'>;
/**
 * A visitor's message (20261129000700_contact_messages.sql): `project` the page it was sent from
 * (null: /WhoWeAre; set null if the project is deleted, `project_title` keeps its name), `flag`
 * why it waits apart (null: in the inbox), `answered_at` when the studio marked it answered.
 */
export type Message = Row<'Message'>;
export type MessageSettings = Row<'MessageSettings'>;

/** An image's words (its alt text), in Spanish and in English; null: none written. */
export type ImageDescriptions = { description: string | null; description_en: string | null };
