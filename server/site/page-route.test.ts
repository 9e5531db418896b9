import { describe, expect, it } from 'vitest';
import { projectRow } from '../../tests/support/project-row';
import type { Project } from '../../core/database-shapes';
import { projectPath } from '../../core/addresses/project-path';
import { findProjectByRouteName, needsProjects, pageStatus, parsePagePath, resolvePage } from './page-route';

const at = (path: string) => parsePagePath(new URL(path, 'http://x'));

function project(
  id: number,
  title: string,
  subtitle: string,
  type: Project['type'] = 'Residencial',
): Project {
  return projectRow({ id, title, subtitle, type });
}

describe('parsePagePath', () => {
  it("names the app's routes as its router matches them (any case, one trailing slash)", () => {
    expect(at('/')).toEqual({ kind: 'home' });
    expect(at('/ProjectsGallery')).toMatchObject({ kind: 'gallery', type: null });
    expect(at('/projectsgallery/?type=Equipamiento')).toMatchObject({
      kind: 'gallery',
      type: 'Equipamiento',
    });
    expect(at('/ProjectsGallery?type=Otro')).toMatchObject({ kind: 'gallery', type: null });
    // The gallery's filters, as the app reads them (core/projects/gallery-filters.ts).
    expect(at('/ProjectsGallery?type=Residencial&city=Oaxaca&from=2018&status=built')).toEqual({
      kind: 'gallery',
      type: 'Residencial',
      filters: { status: 'built', from: 2018, to: null, city: 'Oaxaca' },
    });
    expect(at('/WhoWeAre/')).toEqual({ kind: 'whoWeAre' });
    expect(at('/login')).toEqual({ kind: 'login' });
    expect(at('/admin')).toEqual({ kind: 'admin' });
    expect(at('/ProjectsGallery/Casa%20R%C3%ADo-Norte')).toEqual({ kind: 'project', name: 'Casa Río-Norte' });
    // An encoded slash stays encoded, as in the router's params.
    expect(at('/ProjectsGallery/A%2FB-C')).toEqual({ kind: 'project', name: 'A%2FB-C' });
  });

  it('calls everything else not found', () => {
    for (const path of [
      '/nope',
      '/WhoWeAre/x',
      '/ProjectsGallery/a/b',
      '/admin/x',
      '/index.html',
      '/robots',
    ]) {
      expect(at(path)).toEqual({ kind: 'notFound' });
    }
  });
});

describe('findProjectByRouteName', () => {
  const projects = [
    project(1, 'Casa Río-Bravo', 'Residencia'),
    project(2, 'Casa', 'Río-Bravo-Otra'),
    project(3, 'Doble', 'X'),
    project(4, 'Doble', 'X'),
  ];

  it('takes the match of the earliest hyphen split, like the project page', () => {
    expect(findProjectByRouteName('Casa Río-Bravo-Residencia', projects)?.id).toBe(1);
    expect(findProjectByRouteName('Casa-Río-Bravo-Otra', projects)?.id).toBe(2);
    expect(findProjectByRouteName('Casa%20R%C3%ADo-Bravo-Residencia', projects)?.id).toBe(1);
    expect(findProjectByRouteName('Nada-Nada', projects)).toBeNull();
    expect(findProjectByRouteName('SinGuion', projects)).toBeNull();
  });

  it('opens each percent-laden project by its own URL only (the name was decoded twice)', () => {
    const encoded = [
      project(11, 'RT 100%2541', 'x'),
      project(12, 'RT 100%41', 'x'),
      project(13, '%2525', 'z'),
      project(14, '%25', 'z'),
      project(15, 'a%252Fb', 'y'),
      project(16, 'a%2Fb', 'y'),
      project(17, '%', 'w'),
    ];
    for (const p of encoded) {
      const request = at(projectPath(p));
      expect(request.kind === 'project' && findProjectByRouteName(request.name, encoded)?.id).toBe(p.id);
    }
  });

  it('treats two projects with the same title and subtitle as no match (the app errors on them)', () => {
    expect(findProjectByRouteName('Doble-X', projects)).toBeNull();
  });
});

describe('resolvePage and pageStatus', () => {
  const projects = [1, 2, 3, 4, 5, 6, 7].map((id) =>
    project(id, `P${id}`, 'S', id % 2 ? 'Comercial' : 'Residencial'),
  );

  it('draws five distinct projects for the home page', () => {
    const home = resolvePage({ kind: 'home' }, projects);
    if (home.kind !== 'home') throw new Error(home.kind);
    expect(home.featured).toHaveLength(5);
    expect(new Set(home.featured.map((p) => p.id)).size).toBe(5);
  });

  it('lists the chosen type, Comercial by default', () => {
    expect(resolvePage({ kind: 'gallery', type: null }, projects)).toMatchObject({
      type: 'Comercial',
      typed: false,
      projects: projects.filter((p) => p.type === 'Comercial'),
    });
    expect(resolvePage({ kind: 'gallery', type: 'Residencial' }, projects)).toMatchObject({
      typed: true,
      projects: projects.filter((p) => p.type === 'Residencial'),
    });
  });

  it('answers 404 for unknown routes and unknown projects only', () => {
    expect(pageStatus(resolvePage({ kind: 'project', name: 'P3-S' }, projects))).toBe(200);
    expect(pageStatus(resolvePage({ kind: 'project', name: 'P9-S' }, projects))).toBe(404);
    expect(pageStatus(resolvePage({ kind: 'notFound' }, projects))).toBe(404);
    for (const kind of ['home', 'whoWeAre', 'login', 'admin'] as const)
      expect(pageStatus(resolvePage({ kind }, projects))).toBe(200);
  });
});

describe('absurd project names', () => {
  const worst = `a${'-'.repeat(15_000)}b`;

  it('are a 404 without reading the project list', () => {
    expect(needsProjects(at(`/ProjectsGallery/${worst}`))).toBe(false);
    expect(needsProjects(at('/ProjectsGallery/Casa-Norte'))).toBe(true);
    expect(pageStatus(resolvePage(at(`/ProjectsGallery/${worst}`), []))).toBe(404);
  });

  it('match no project, even one stored under that very name', () => {
    const stored = project(1, `a${'-'.repeat(7_000)}`, `${'-'.repeat(7_999)}b`);
    expect(findProjectByRouteName(worst, [stored])).toBeNull();
  });
});
