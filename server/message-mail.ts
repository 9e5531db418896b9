import type { SendMail } from './auth/mailer';
import type { Database } from './db/database';
import { describeError } from './http/log-error';
import { projectPath } from '../core/addresses/project-path';

// Each visitor's message that reaches the inbox is also mailed to the studio, through the SMTP
// settings password recovery uses (SMTP_HOST…). The database announces it, once it is committed,
// with pg_notify('contact_message', id) (supabase/migrations/20261129000700_contact_messages.sql);
// a flagged message is not announced (it waits in the panel). On a hosted project a Database
// Webhook does this instead (docs/PANEL.md, "Messages from visitors").

/** Mails waiting at most; past it a message is left to the panel and the log says so. */
const MAX_WAITING = 100;
/** Tries per mail: a relay that hiccups once gets another chance a little later. */
const TRIES = 3;
const RETRY_MS = [5_000, 30_000];

interface MessageRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  body: string;
  lang: string;
  project_title: string | null;
  title: string | null;
  subtitle: string | null;
}

/** The mail of one message, in the studio's Spanish: who wrote, from which page, what. */
export function messageMail(message: MessageRow, siteUrl?: string): { subject: string; text: string } {
  const from = message.project_title
    ? `el proyecto «${message.project_title}»`
    : 'la página «Acerca de nosotros»';
  const page =
    message.title !== null && message.subtitle !== null
      ? projectPath({ title: message.title, subtitle: message.subtitle })
      : message.project_title
        ? null
        : '/WhoWeAre';
  const link = (path: string) => (siteUrl ? `${siteUrl}${path}` : path);
  const lines = [
    `${message.name} escribió desde ${from}${message.lang === 'en' ? ' (en inglés)' : ''}:`,
    '',
    message.body,
    '',
    '—',
    `Nombre: ${message.name}`,
    `Correo: ${message.email}`,
    ...(message.phone ? [`Teléfono: ${message.phone}`] : []),
    ...(page ? [`Página: ${link(page)}`] : []),
    `En el panel: ${link('/admin?seccion=mensajes')}`,
    '',
    'Responde a este correo para contestarle directamente.',
  ];
  return {
    subject: `Nuevo mensaje de ${message.name} · ${message.project_title ?? 'Acerca de nosotros'}`,
    text: lines.join('\n') + '\n',
  };
}

/**
 * Listens for new messages and mails each, one at a time; returns what stops it. Without
 * `send` (no SMTP_HOST) it does nothing: the panel shows the messages all the same.
 */
export async function startMessageMail(
  db: Database,
  send: SendMail | undefined,
  log: (line: string) => void,
  siteUrl?: string,
): Promise<() => Promise<void>> {
  if (!send) return () => Promise.resolve();
  const waiting: number[] = [];
  let running = false;
  let stopped = false;

  async function mailOne(id: number): Promise<void> {
    const found = await db.asOwner(async (tx) => {
      const message = (
        await tx.query<MessageRow>(
          `select m.id, m.name, m.email, m.phone, m.body, m.lang, m.project_title, p.title, p.subtitle
             from public."Message" m left join public."Project" p on p.id = m.project
            where m.id = $1 and m.flag is null and m.deleted_at is null`,
          [id],
        )
      ).rows[0];
      const to = (
        await tx.query<{ email: string }>(
          `select s.notify_email as email from public."MessageSettings" s where s.id = 1 and s.notify_email is not null
           union all
           select u.email from private.administrators a join auth.users u on u.id = a.user_id
            where not exists (select 1 from public."MessageSettings" s where s.id = 1 and s.notify_email is not null)
            order by 1`,
        )
      ).rows.map((r) => r.email);
      return message ? { message, to } : null;
    });
    // Gone meanwhile (trashed, moved apart): nothing to say.
    if (!found || found.to.length === 0) return;
    const { subject, text } = messageMail(found.message, siteUrl);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await send!(found.to, subject, text, { replyTo: found.message.email });
        return;
      } catch (error) {
        if (attempt >= TRIES || stopped) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS[attempt - 1]).unref());
      }
    }
  }

  async function drain(): Promise<void> {
    if (running) return;
    running = true;
    try {
      for (let id = waiting.shift(); id !== undefined && !stopped; id = waiting.shift()) {
        await mailOne(id).catch((error: unknown) =>
          log(`error: the mail of message ${id} was not sent (it is in the panel): ${describeError(error)}`),
        );
      }
    } finally {
      running = false;
    }
  }

  const unlisten = await db.pg.listen('contact_message', (payload) => {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    if (waiting.length >= MAX_WAITING) {
      log(`error: too many messages waiting for their mail; message ${id} is in the panel only`);
      return;
    }
    waiting.push(id);
    void drain();
  });
  return async () => {
    stopped = true;
    await unlisten();
  };
}
