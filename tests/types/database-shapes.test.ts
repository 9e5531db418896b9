// The narrowings the hand-written layer puts over the generated types. Checked by the type
// checker (`npm run typecheck`, part of `npm test`): a narrowing the generated file no longer
// lets through, or one lost in the merge, fails there.
import { createClient } from '@supabase/supabase-js';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  Database,
  ImageWidths,
  Project,
  ProjectAddress,
  ReplacedColumns,
  ReplacedMedia,
  Render,
} from '../../core/database-shapes';

type T = Database['public']['Tables'];
type F = Database['public']['Functions'];

describe('database shapes over the generated types', () => {
  it('narrows the loosely stored columns', () => {
    expectTypeOf<Project['type']>().toEqualTypeOf<'Residencial' | 'Comercial' | 'Equipamiento'>();
    expectTypeOf<Project['render_widths']>().toEqualTypeOf<ImageWidths | null>();
    expectTypeOf<Render['widths']>().toEqualTypeOf<ImageWidths | null>();
    expectTypeOf<T['Gallery']['Row']['widths']>().toEqualTypeOf<ImageWidths | null>();
    expectTypeOf<ProjectAddress['lang']>().toEqualTypeOf<'es' | 'en'>();
    expectTypeOf<ReplacedMedia['field']>().toEqualTypeOf<'render' | 'video' | 'model'>();
    expectTypeOf<Project['model_poster_widths']>().toEqualTypeOf<ImageWidths | null>();
    expectTypeOf<Project['model_source']>().toEqualTypeOf<'glb' | 'gltf' | 'ifc' | null>();
    expectTypeOf<ReplacedMedia['columns']>().toEqualTypeOf<ReplacedColumns>();
  });

  it('keeps the generated columns it does not narrow', () => {
    expectTypeOf<Project['title']>().toEqualTypeOf<string>();
    expectTypeOf<Project['video_type']>().toEqualTypeOf<string | null>();
    expectTypeOf<T['Project']['Update']['title']>().toEqualTypeOf<string | undefined>();
  });

  it('leaves the position of a new row to the database', () => {
    expectTypeOf<T['Project']['Insert']['position']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<T['Render']['Insert']['position']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<T['Blueprint']['Insert']['position']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<T['Project']['Insert']['type']>().toEqualTypeOf<
      'Residencial' | 'Comercial' | 'Equipamiento'
    >();
  });

  it('offers no writes the grants refuse to the panel', () => {
    expectTypeOf<T['StudioVersion']['Insert']>().toBeNever();
    expectTypeOf<T['StudioVersion']['Update']>().toBeNever();
    expectTypeOf<T['PurgedFile']['Insert']>().toBeNever();
    expectTypeOf<T['ReplacedMedia']['Update']>().toBeNever();
    expectTypeOf<T['ReplacedMedia']['Insert']['columns']>().toEqualTypeOf<ReplacedColumns>();
  });

  it('types the functions the app calls', () => {
    expectTypeOf<F['count_visit']['Args']['project']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<F['my_sessions']['Returns'][number]['ip']>().toEqualTypeOf<string | null>();
    expectTypeOf<F['my_sessions']['Returns'][number]['user_agent']>().toEqualTypeOf<string | null>();
    expectTypeOf<F['add_administrator']['Args']>().toEqualTypeOf<{ target_email: string }>();
  });
});

describe('supabase-js over the shapes', () => {
  it('reads rows with the narrowed types', () => {
    const client = createClient<Database>('http://127.0.0.1:9', 'key');
    // Not sent: a query builder runs only when awaited.
    const read = client.from('Project').select('*').single();
    expectTypeOf(read).not.toBeNever();
    type Read = NonNullable<Awaited<typeof read>['data']>;
    expectTypeOf<Read['type']>().toEqualTypeOf<'Residencial' | 'Comercial' | 'Equipamiento'>();
    expectTypeOf<Read['render_widths']>().toEqualTypeOf<ImageWidths | null>();
  });
});
