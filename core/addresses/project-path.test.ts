import { describe, expect, it } from 'vitest';
import { projectPath } from './project-path';

describe('projectPath', () => {
  it('joins title and subtitle with a hyphen under /ProjectsGallery', () => {
    expect(projectPath({ title: 'Casa', subtitle: 'Roble' })).toBe('/ProjectsGallery/Casa-Roble');
  });

  it('keeps spaces and accents inside one encoded segment that decodes back to the name', () => {
    const path = projectPath({ title: 'Casa Nogal', subtitle: 'Coyoacán' });
    expect(path).toBe('/ProjectsGallery/Casa%20Nogal-Coyoac%C3%A1n');
    expect(decodeURIComponent(path.split('/')[2]!)).toBe('Casa Nogal-Coyoacán');
  });

  it('encodes a slash so the name stays one path segment', () => {
    expect(projectPath({ title: 'Local 3/4', subtitle: 'Centro' }).split('/')).toHaveLength(3);
  });
});
