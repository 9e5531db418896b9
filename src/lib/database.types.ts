// Types of the public schema (supabase/migrations), in the shape `supabase gen types typescript`
// produces, so the supabase-js client is typed end to end. Keep in step with the migrations.

/** A JSON value as `supabase gen types` writes it (jsonb columns). */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

/**
 * The narrower copies of an image made in the panel at upload (issue 28): width in pixels → URL
 * ({"480": url, "960": url}). Null for images stored before, which are served as they are.
 */
export type ImageWidths = Record<string, string>;

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
  /** The image's narrower copies (issue 28); null: only the original exists. */
  widths: ImageWidths | null;
};
type MediaInsert = {
  id?: number;
  id_project: number;
  url: string;
  /** Left out: the new item goes last (the database places it). */
  position?: number;
  description?: string | null;
  widths?: ImageWidths | null;
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
          /** The video's phone rendition (≤ 1280×720 H.264) and its poster frame (issue 28). */
          video_phone: string | null;
          video_poster: string | null;
          /** The cover's narrower copies (issue 28). */
          render_widths: ImageWidths | null;
        };
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
          video_phone?: string | null;
          video_poster?: string | null;
          render_widths?: ImageWidths | null;
        };
        Update: Partial<Database['public']['Tables']['Project']['Insert']>;
        Relationships: [];
      };
      Client: {
        Row: { id: number; name: string; testimonial: string };
        Insert: { id?: number; name: string; testimonial: string };
        Update: { id?: number; name?: string; testimonial?: string };
        Relationships: [];
      };
      Gallery: {
        Row: { id: number; url: string; description: string | null; widths: ImageWidths | null };
        Insert: { id?: number; url: string; description?: string | null; widths?: ImageWidths | null };
        Update: { id?: number; url?: string; description?: string | null; widths?: ImageWidths | null };
        Relationships: [];
      };
      Render: {
        Row: MediaRow;
        Insert: MediaInsert;
        Update: Partial<MediaInsert>;
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
        Row: { id: number; settings: Json };
        Insert: { id?: number; settings?: Json };
        Update: { id?: number; settings?: Json };
        Relationships: [];
      };
    };
    Views: Record<string, never>;
    Functions: Record<string, never>;
    Enums: Record<string, never>;
    CompositeTypes: Record<string, never>;
  };
}

export type Tables<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row'];
export type Project = Tables<'Project'>;
export type Client = Tables<'Client'>;
export type GalleryPhoto = Tables<'Gallery'>;
export type Render = Tables<'Render'>;
export type Blueprint = Tables<'Blueprint'>;
