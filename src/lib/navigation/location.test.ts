import { describe, expect, it } from 'vitest';
import { matchesPath, routedPath } from './location';

// Addresses match routes as they did under React Router: segments decoded but an encoded slash,
// any case, trailing slashes ignored (the served head, server/site/page-route.ts, names the same
// pages).

describe('routedPath', () => {
  it('decodes each segment once and keeps an encoded slash inside its segment', () => {
    expect(routedPath('/ProjectsGallery/Casa%20R%C3%ADo-Bravo')).toBe('/ProjectsGallery/Casa Río-Bravo');
    expect(routedPath('/ProjectsGallery/RT%20200%252541-x')).toBe('/ProjectsGallery/RT 200%2541-x');
    expect(routedPath('/ProjectsGallery/a%2Fb-y')).toBe('/ProjectsGallery/a%2Fb-y');
    expect(routedPath('/ProjectsGallery/A%26B-x')).toBe('/ProjectsGallery/A&B-x');
  });

  it('leaves a path that is not valid percent-encoding as it is', () => {
    expect(routedPath('/ProjectsGallery/100%-x')).toBe('/ProjectsGallery/100%-x');
  });

  it('folds trailing slashes into one', () => {
    expect(routedPath('/WhoWeAre///')).toBe('/WhoWeAre/');
    expect(routedPath('/')).toBe('/');
    expect(routedPath('//')).toBe('/');
  });
});

describe('matchesPath', () => {
  it('matches in any case, with or without trailing slashes', () => {
    expect(matchesPath('/ProjectsGallery/:name', '/projectsgallery/Casa-X')).toBe(true);
    expect(matchesPath('/WhoWeAre', '/WhoWeAre/')).toBe(true);
    expect(matchesPath('/WhoWeAre', '/WhoWeAre//')).toBe(true);
    expect(matchesPath('/', '/')).toBe(true);
  });

  it('takes an encoded slash as part of a name, a real one as a further segment', () => {
    expect(matchesPath('/ProjectsGallery/:name', '/ProjectsGallery/a%2Fb-c')).toBe(true);
    expect(matchesPath('/ProjectsGallery/:name', '/ProjectsGallery/a/b-c')).toBe(false);
    expect(matchesPath('/WhoWeAre', '/WhoWeAre/x')).toBe(false);
  });

  it('matches a fixed segment written encoded', () => {
    expect(matchesPath('/ProjectsGallery', '/Projects%47allery')).toBe(true);
  });
});
