// Types of the public schema (supabase/migrations), in the shape `supabase gen types typescript`
// produces, so the supabase-js client is typed end to end. Keep in step with the migrations.

/** A JSON value as `supabase gen types` writes it (jsonb columns). */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

/**
 * The narrower copies of an image made in the panel at upload (issue 28): width in pixels → URL
 * ({"480": url, "960": url}). Null for images stored before, which are served as they are.
 */
export type ImageWidths = Record<string, string>;

/**
 * A plano's or 360° render's full resolution as tiles (src/lib/detail-pyramid.ts reads and
 * checks it): its size, tile size and overlap, format, levels and the tiles' folder URL.
 */
export type DetailColumn = { [key: string]: Json | undefined };

type ProjectTypeValue = 'Residencial' | 'Comercial' | 'Equipamiento';

// A type alias, not an interface: supabase-js checks each table's Row against
// Record<string, unknown>, which an interface does not satisfy (writes would be typed `never`).
type MediaRow = {
  id: number;
  id_project: number;
  url: string;
  /** 1, 2, 3… among the project's renders (or blueprints): the order the studio set. */
  position: number;
  /** The studio's words for the image (its alt text); null: a generated one is used. */
  description: string | null;
  /** When it went to the trash (issue 29); null while it is shown. */
  deleted_at: string | null;
  /** The image's narrower copies (issue 28); null: only the original exists. */
  widths: ImageWidths | null;
  /** The description in English (issue 33); null: the English page shows the Spanish one. */
  description_en: string | null;
  /** The full-resolution pyramid (planos, 360° renders); null: the 1920 px `url` only. */
  detail: DetailColumn | null;
} & FocusColumns;
/** A render may be a 360° equirectangular image, shown in a panorama viewer. */
type RenderRow = MediaRow & { panorama: boolean };
type MediaInsert = {
  id?: number;
  id_project: number;
  url: string;
  /** Left out: the new item goes last (the database places it). */
  position?: number;
  description?: string | null;
  deleted_at?: string | null;
  widths?: ImageWidths | null;
  description_en?: string | null;
  detail?: DetailColumn | null;
} & Partial<FocusColumns>;
type RenderInsert = MediaInsert & { panorama?: boolean };

type GalleryRow = {
  id: number;
  url: string;
  description: string | null;
  deleted_at: string | null;
  widths: ImageWidths | null;
  /** The description in English (issue 33); null: the English page shows the Spanish one. */
  description_en: string | null;
} & FocusColumns;

/**
 * What must stay in view where the site crops the image: 0 (left/top) to 1 (right/bottom), both
 * or neither; null is the centre (supabase/migrations/20261127001000_focal_points.sql).
 */
type FocusColumns = { focus_x: number | null; focus_y: number | null };

type ClientRow = {
  id: number;
  name: string;
  testimonial: string;
  deleted_at: string | null;
  /** The testimonial in English (issue 33); null: the English page shows the Spanish one. */
  testimonial_en: string | null;
};

/**
 * A project's texts in English (issue 33); each null means "no English: the English page shows
 * the Spanish text, marked lang=es". The English address is
 * /en/ProjectsGallery/{title_en ?? title}-{subtitle_en ?? subtitle}, unique like the Spanish one.
 */
type ProjectEnglish = {
  title_en: string | null;
  subtitle_en: string | null;
  description_en: string | null;
  location_en: string | null;
  render_description_en: string | null;
};

/** A former address of a project: `key` is the decoded `title-subtitle` in `lang` that it had. */
export type ProjectAddress = {
  id: number;
  lang: 'es' | 'en';
  key: string;
  id_project: number;
  created_at: string;
};

/** The columns a replaced cover ('render') or video ('video') had, as recorded when it was replaced. */
export type ReplacedColumns = {
  render?: string | null;
  render_widths?: ImageWidths | null;
  video?: string | null;
  video_phone?: string | null;
  video_poster?: string | null;
  video_type?: string | null;
  video_phone_type?: string | null;
};

/** A project's replaced cover or video, in the trash (20261127001200_replaced_media.sql). */
export type ReplacedMedia = {
  id: number;
  id_project: number;
  field: 'render' | 'video';
  columns: ReplacedColumns;
  deleted_at: string;
};

export interface Database {
  public: {
    Tables: {
      Project: {
        Row: {
          id: number;
          title: string;
          subtitle: string;
          description: string;
          year: string;
          location: string;
          type: ProjectTypeValue;
          render: string | null;
          video: string | null;
          /** 1, 2, 3… among all projects: slide, gallery and list order. */
          position: number;
          /** The cover's description (its alt text). */
          render_description: string | null;
          /** When it went to the trash, with its renders and blueprints (issue 29). */
          deleted_at: string | null;
          /** The video's phone rendition (≤ 1280×720 H.264) and its poster frame (issue 28). */
          video_phone: string | null;
          video_poster: string | null;
          /**
           * What the video and its phone version are, as a MIME type with codecs
           * (`video/mp4; codecs="hvc1.1.6.L153.B0, mp4a.40.2"`): the site offers a browser only
           * what it says it can play. Null for a video recorded before they were read.
           */
          video_type: string | null;
          video_phone_type: string | null;
          /** The cover's narrower copies (issue 28). */
          render_widths: ImageWidths | null;
          /** The cover's focal point (see FocusColumns). */
          render_focus_x: number | null;
          render_focus_y: number | null;
        } & ProjectEnglish;
        Insert: {
          id?: number;
          title: string;
          subtitle: string;
          description: string;
          year: string;
          location: string;
          type: ProjectTypeValue;
          render?: string | null;
          video?: string | null;
          position?: number;
          render_description?: string | null;
          deleted_at?: string | null;
          video_phone?: string | null;
          video_poster?: string | null;
          video_type?: string | null;
          video_phone_type?: string | null;
          render_widths?: ImageWidths | null;
          render_focus_x?: number | null;
          render_focus_y?: number | null;
        } & Partial<ProjectEnglish>;
        Update: Partial<Database['public']['Tables']['Project']['Insert']>;
        Relationships: [];
      };
      Client: {
        Row: ClientRow;
        Insert: Pick<ClientRow, 'name' | 'testimonial'> & Partial<ClientRow>;
        Update: Partial<ClientRow>;
        Relationships: [];
      };
      Gallery: {
        Row: GalleryRow;
        Insert: Pick<GalleryRow, 'url'> & Partial<GalleryRow>;
        Update: Partial<GalleryRow>;
        Relationships: [];
      };
      Render: {
        Row: RenderRow;
        Insert: RenderInsert;
        Update: Partial<RenderInsert>;
        Relationships: [];
      };
      Blueprint: {
        Row: MediaRow;
        Insert: MediaInsert;
        Update: Partial<MediaInsert>;
        Relationships: [];
      };
      /** One row (id 1): the studio's settings (src/lib/studio-settings.ts). */
      Studio: {
        Row: { id: number; settings: Json; saved_by: string | null; saved_at: string | null };
        Insert: { id?: number; settings?: Json };
        Update: { id?: number; settings?: Json };
        Relationships: [];
      };
      /** Earlier settings documents, newest last (issue 29); written by the database only. */
      StudioVersion: {
        Row: { id: number; settings: Json; saved_at: string; author_email: string | null };
        Insert: never;
        Update: never;
        Relationships: [];
      };
      /** Files of purged trash waiting to be removed from Storage (issue 29). */
      PurgedFile: {
        Row: { url: string; purged_at: string };
        Insert: never;
        Update: never;
        Relationships: [];
      };
      /** Replaced covers and videos: administrators record, read and delete them. */
      ReplacedMedia: {
        Row: ReplacedMedia;
        Insert: Omit<ReplacedMedia, 'id' | 'deleted_at'> & { id?: number; deleted_at?: string };
        Update: never;
        Relationships: [];
      };
      /**
       * A project's former addresses (supabase/migrations/20261127000900_former_addresses.sql),
       * recorded by the database on rename; visitors read them, administrators drop one.
       */
      ProjectAddress: {
        Row: ProjectAddress;
        Insert: Omit<ProjectAddress, 'id' | 'created_at'> & { id?: number; created_at?: string };
        Update: Partial<ProjectAddress>;
        Relationships: [];
      };
      /** Daily visit and contact counts (issue 32); administrators read, nobody writes over the API. */
      DailyCount: {
        Row: DailyCountRow;
        Insert: DailyCountRow;
        Update: Partial<DailyCountRow>;
        Relationships: [];
      };
    };
    Views: Record<string, never>;
    // supabase/migrations/20261125000300_accounts_mfa.sql (issue 30).
    Functions: {
      list_administrators: {
        Args: Record<string, never>;
        Returns: {
          user_id: string;
          email: string;
          is_you: boolean;
          two_step: boolean;
          password_change_required: boolean;
        }[];
      };
      add_administrator: { Args: { target_email: string }; Returns: string };
      remove_administrator: { Args: { target_user: string }; Returns: undefined };
      my_sessions: {
        Args: Record<string, never>;
        Returns: {
          id: string;
          created_at: string;
          last_used_at: string;
          user_agent: string | null;
          ip: string | null;
          aal: string;
          is_current: boolean;
        }[];
      };
      end_session: { Args: { target_session: string }; Returns: undefined };
      count_visit: {
        Args: { kind: string; page: string; project?: number | null; referrer?: string };
        Returns: boolean;
      };
    };
    Enums: Record<string, never>;
    CompositeTypes: Record<string, never>;
  };
}

/** One aggregate: `count` distinct visitors did `kind` ('view', 'chat', a network) on `page` that day. */
export type DailyCountRow = {
  day: string;
  kind: string;
  page: string;
  project: number | null;
  referrer: string;
  count: number;
};

/** An image's words (its alt text), in Spanish and in English (issue 33); null: none written. */
export type ImageDescriptions = { description: string | null; description_en: string | null };

export type Tables<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row'];
export type Project = Tables<'Project'>;
export type Client = Tables<'Client'>;
export type GalleryPhoto = Tables<'Gallery'>;
export type Render = Tables<'Render'>;
export type Blueprint = Tables<'Blueprint'>;
