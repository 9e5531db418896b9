import { describe, expect, it } from 'vitest';
import { projectRow } from '../../tests/support/project-row';
import type { Project } from '../../core/database-shapes';
import { projectLastModified, robotsTxt, sitemapXml, uploadTime } from './seo-files';

const p = (over: Partial<Project>): Project => projectRow({ title: 'Casa & Co', type: 'Comercial', ...over });

describe('robots.txt', () => {
  it('keeps crawlers out of /admin and /login and names the sitemap', () => {
    expect(robotsTxt('https://a.mx').split('\n')).toEqual(
      expect.arrayContaining(['Disallow: /admin', 'Disallow: /login', 'Sitemap: https://a.mx/sitemap.xml']),
    );
  });
});

describe('sitemap lastmod', () => {
  it('is the newest upload among the cover, video, renders and blueprints', () => {
    expect(uploadTime('/storage/v1/object/public/Gallery/1732300000000-a.webp')).toBe(1732300000000);
    expect(
      uploadTime('https://x.supabase.co/storage/v1/object/public/Gallery/1732300000000-b%20c.webp?t=1'),
    ).toBe(1732300000000);
    expect(uploadTime('/storage/v1/object/public/Gallery/portada.webp')).toBeNull();
    const project = p({ render: '/s/1732300000000-a.webp', video: '/s/1732300005000-v.mp4' });
    expect(projectLastModified(project, ['/s/1732400000000-r.webp'])?.toISOString()).toBe(
      new Date(1732400000000).toISOString(),
    );
    expect(projectLastModified(p({}), [])).toBeNull();
  });

  it('lists each page at its English address too, with both addresses as alternates', () => {
    const project = p({ title: 'Casa', subtitle: 'Norte', title_en: 'House', subtitle_en: null });
    const xml = sitemapXml('https://a.mx', [{ project, lastModified: null }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternates =
      '<xhtml:link rel="alternate" hreflang="es" href="https://a.mx/ProjectsGallery/Casa-Norte"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://a.mx/en/ProjectsGallery/House-Norte"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://a.mx/ProjectsGallery/Casa-Norte"/>';
    expect(xml).toContain(`<url><loc>https://a.mx/ProjectsGallery/Casa-Norte</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://a.mx/en/ProjectsGallery/House-Norte</loc>${alternates}</url>`);
    expect(xml).toContain('<url><loc>https://a.mx/en</loc>');
    expect(xml).toContain('<loc>https://a.mx/en/ProjectsGallery?type=Comercial</loc>');
  });

  it('lists the pages and each project, escaped', () => {
    const xml = sitemapXml('https://a.mx', [
      { project: p({ title: 'Casa & Co' }), lastModified: new Date('2024-11-22T10:00:00Z') },
    ]);
    expect(xml).toContain(
      '<url><loc>https://a.mx/ProjectsGallery/Casa%20%26%20Co-A</loc><lastmod>2024-11-22</lastmod>',
    );
    expect(xml).toContain('<loc>https://a.mx/WhoWeAre</loc>');
    expect(xml).toContain('<loc>https://a.mx/ProjectsGallery?type=Residencial</loc>');
    // Each page in both languages.
    expect(xml.match(/<url>/g)).toHaveLength(14);
  });
});
