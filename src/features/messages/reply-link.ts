import type { Message } from '../../../core/database-shapes';

// 'Responder por correo': the administrator's own mail program, opened on a reply to the visitor
// (a mailto: link), greeting them in the language they wrote in, with their message quoted.

/** mailto: links past this length are cut by some mail programs: the quote is shortened. */
const QUOTE_MAX = 1200;

const WORDS = {
  es: {
    subject: (about: string | null) => (about ? `Tu mensaje sobre «${about}»` : 'Tu mensaje'),
    greeting: (name: string) => `Hola, ${name}:`,
    wrote: (date: string) => `El ${date} escribiste:`,
  },
  en: {
    subject: (about: string | null) => (about ? `Your message about “${about}”` : 'Your message'),
    greeting: (name: string) => `Hello ${name},`,
    wrote: (date: string) => `On ${date} you wrote:`,
  },
};

export function replyLink(
  message: Pick<Message, 'name' | 'email' | 'body' | 'lang' | 'project_title' | 'created_at'>,
  studioName: string,
): string {
  const words = WORDS[message.lang];
  const date = new Date(message.created_at).toLocaleDateString(message.lang === 'en' ? 'en-GB' : 'es-MX', {
    dateStyle: 'long',
  });
  const body = message.body.length > QUOTE_MAX ? `${message.body.slice(0, QUOTE_MAX)}…` : message.body;
  const text = [
    words.greeting(message.name.split(' ')[0] ?? message.name),
    '',
    '',
    '',
    studioName,
    '',
    words.wrote(date),
    ...body.split('\n').map((line) => `> ${line}`),
  ].join('\n');
  const query = `subject=${encodeURIComponent(`Re: ${words.subject(message.project_title)}`)}&body=${encodeURIComponent(text)}`;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?${query}`;
}
