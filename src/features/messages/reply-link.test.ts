import { describe, expect, it } from 'vitest';
import { replyLink } from './reply-link';

const message = {
  name: 'Jane Doe',
  email: 'jane.doe+casa@example.com',
  body: 'Hello!\nCan we talk?',
  lang: 'en' as const,
  project_title: 'Casa Río — Norte',
  created_at: '2026-11-20T15:00:00Z',
};

describe('replyLink', () => {
  it('opens a reply to the visitor, in their language, about the project, with their words quoted', () => {
    const link = new URL(replyLink(message, 'Alba Nogal'));
    expect(link.protocol).toBe('mailto:');
    expect(decodeURIComponent(link.pathname)).toBe('jane.doe+casa@example.com');
    expect(link.searchParams.get('subject')).toBe('Re: Your message about “Casa Río — Norte”');
    expect(link.searchParams.get('body')).toBe(
      'Hello Jane,\n\n\n\nAlba Nogal\n\nOn 20 November 2026 you wrote:\n> Hello!\n> Can we talk?',
    );
  });

  it('greets in Spanish a message written on a Spanish page, and shortens a long quote', () => {
    const link = new URL(
      replyLink({ ...message, lang: 'es', project_title: null, body: 'x'.repeat(3000) }, 'Alba Nogal'),
    );
    expect(link.searchParams.get('subject')).toBe('Re: Tu mensaje');
    const body = link.searchParams.get('body')!;
    expect(body.startsWith('Hola, Jane:\n')).toBe(true);
    expect(body).toContain('El 20 de noviembre de 2026 escribiste:');
    expect(body.length).toBeLessThan(1400);
  });
});
