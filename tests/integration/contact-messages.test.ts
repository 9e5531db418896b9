// Visitors who write: a message sent with supabase-js through the database's checked function
// reaches the panel and the studio's mail (a real SMTP server on loopback); robots, replays,
// forged challenges, bad input and a flood are refused or kept flagged, and no real message is
// lost. Visitors never read the messages.
import { createHash, randomBytes } from 'node:crypto';
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage, solvedProof } from '../../harness/contact-proof';
import type { TestBackend } from '../../harness/backend';
import { eventually } from '../support/eventually';
import type { SmtpInbox } from '../support/smtp-inbox';
import { signInAdmin, signInNonAdmin, type Client } from './helpers';
import { startApiWithMail } from './mail-backend';

let inbox: SmtpInbox;
let stop: () => Promise<void>;
let b: TestBackend;
let site: string;
let admin: Client;
let projectId: number;

beforeAll(async () => {
  ({ b, inbox, site, stop } = await startApiWithMail());
  admin = (await signInAdmin(b)).client;
  const { data, error } = await admin
    .from('Project')
    .insert({
      title: 'Casa Río',
      subtitle: 'Norte',
      description: 'Una casa',
      year: '2024',
      location: 'Lima',
      type: 'Residencial',
    })
    .select()
    .single();
  if (error) throw error;
  projectId = data.id;
});

afterAll(async () => {
  await stop?.();
});

const inboxRows = async () => {
  const { data, error } = await admin.from('Message').select('*').order('id');
  if (error) throw error;
  return data;
};

describe('a visitor writes from a project page', () => {
  it('reaches the panel and the studio by mail, tagged with the project, with a reply to the visitor', async () => {
    const visitor = b.client(b.publishableKey);
    const sent = await sendMessage(visitor, {
      name: 'Jane Doe',
      email: 'Jane.Doe@Example.com',
      phone: '+1 (555) 010-2030',
      message: 'Hello! We would like a house like this one.\n\nCan we talk next week?',
      project: projectId,
      lang: 'en',
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ status: 'received' });

    const [row] = (await inboxRows()).filter((m) => m.name === 'Jane Doe');
    expect(row).toMatchObject({
      email: 'jane.doe@example.com',
      phone: '+1 (555) 010-2030',
      project: projectId,
      project_title: 'Casa Río — Norte',
      lang: 'en',
      flag: null,
      answered_at: null,
      deleted_at: null,
    });

    const mail = await eventually(() => {
      const found = inbox.mails.find((m) => m.text.includes('We would like a house like this one'));
      expect(found).toBeTruthy();
      return found!;
    });
    expect(mail.to).toEqual([b.admin.email]);
    expect(mail.text).toContain('Reply-To: jane.doe@example.com');
    expect(mail.text).toContain('Casa Río — Norte');
    expect(mail.text).toContain(`${site}/ProjectsGallery/Casa%20R%C3%ADo-Norte`);
    expect(mail.text).toContain(`${site}/admin?seccion=mensajes`);

    // Counted per project for 'Estadísticas'.
    const { data: counts } = await admin.from('DailyCount').select('*').eq('kind', 'message');
    expect(counts).toEqual([expect.objectContaining({ project: projectId, count: 1 })]);
  });

  it('mails the address the studio chose instead of its administrators', async () => {
    const saved = await admin
      .from('MessageSettings')
      .update({ notify_email: 'hola@estudio.test' })
      .eq('id', 1)
      .select();
    expect(saved.error).toBeNull();
    await sendMessage(b.client(), {
      name: 'Luis',
      email: 'luis@correo.test',
      message: 'Quiero una cotización',
    });
    const mail = await eventually(() => {
      const found = inbox.mails.find((m) => m.text.includes('Quiero una cotizaci'));
      expect(found).toBeTruthy();
      return found!;
    });
    expect(mail.to).toEqual(['hola@estudio.test']);
    expect(mail.text).toContain('Acerca de nosotros');
    await admin.from('MessageSettings').update({ notify_email: null }).eq('id', 1);
  });
});

describe('what visitors cannot do', () => {
  it('neither read nor write the messages and settings directly', async () => {
    const visitor = b.client(b.publishableKey);
    const read = await visitor.from('Message').select('*');
    expect(read.error?.code).toBe('42501');
    const settings = await visitor.from('MessageSettings').select('*');
    expect(settings.error?.code).toBe('42501');
    const written = await visitor
      .from('Message')
      .insert({ name: 'Robot', email: 'robot@spam.test', body: 'Directo a la tabla' } as never);
    expect(written.error?.code).toBe('42501');
    // A signed-in account that is not an administrator reads nothing either.
    const { client: user } = await signInNonAdmin(b);
    expect((await user.from('Message').select('*')).data).toEqual([]);
  });
});

describe('robots, replays and forgeries', () => {
  it('keeps a message whose hidden field was filled, flagged and unmailed', async () => {
    const before = inbox.mails.length;
    const sent = await sendMessage(b.client(), {
      name: 'Cheap Pills',
      email: 'spam@robot.test',
      message: 'Buy now',
      website: 'https://pills.example',
    });
    // Answered as any message: the robot learns nothing.
    expect(sent.data).toEqual({ status: 'received' });
    const row = (await inboxRows()).find((m) => m.name === 'Cheap Pills');
    expect(row?.flag).toBe('honeypot');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.mails.length).toBe(before);
  });

  it('refuses a proof used for another message, and stores a retried message once', async () => {
    const visitor = b.client();
    const proof = await solvedProof(visitor);
    const fields = { name: 'Ana', email: 'ana@correo.test', message: 'Primera vez' };
    expect((await sendMessage(visitor, fields, proof)).data).toEqual({ status: 'received' });
    // The same message again (its answer was lost): received, kept once.
    expect((await sendMessage(visitor, fields, proof)).data).toEqual({ status: 'received' });
    expect((await inboxRows()).filter((m) => m.body === 'Primera vez')).toHaveLength(1);
    // Another message with the same proof: refused.
    const replay = await sendMessage(visitor, { ...fields, message: 'Otra cosa' }, proof);
    expect(replay.error).toMatchObject({ code: 'P0001', hint: 'proof' });
    expect((await inboxRows()).some((m) => m.body === 'Otra cosa')).toBe(false);
  });

  it('refuses a forged signature, an unsolved challenge and one made up by the sender', async () => {
    const visitor = b.client();
    const proof = await solvedProof(visitor);
    const fields = { name: 'Eve', email: 'eve@correo.test', message: 'Falsa' };
    const forged = await sendMessage(visitor, fields, {
      ...proof,
      challenge: { ...proof.challenge, signature: 'f'.repeat(64) },
    });
    expect(forged.error).toMatchObject({ code: 'P0001', hint: 'proof' });
    const unsolved = await sendMessage(visitor, fields, {
      ...proof,
      solution: { ...proof.solution, counter: proof.solution.counter + 1 },
    });
    expect(unsolved.error).toMatchObject({ code: 'P0001', hint: 'proof' });
    // A challenge the sender made itself, "solved" with no work: its prefix is its own key's.
    const [salt, nonce] = [randomBytes(16).toString('hex'), randomBytes(16).toString('hex')];
    const key = createHash('sha256')
      .update(Buffer.from(salt + nonce + '00000000', 'hex'))
      .digest('hex');
    const parameters = { ...proof.challenge.parameters, salt, nonce, keyPrefix: key.slice(0, 32) };
    const made = await sendMessage(visitor, fields, {
      challenge: { parameters, signature: randomBytes(32).toString('hex') },
      solution: { counter: 0, derivedKey: key },
    });
    expect(made.error).toMatchObject({ code: 'P0001', hint: 'proof' });
    const missing = await b.client().rpc('send_contact_message', { ...fields, proof: {} });
    expect(missing.error).toMatchObject({ code: 'P0001', hint: 'proof' });
    expect((await inboxRows()).some((m) => m.body === 'Falsa')).toBe(false);
  });

  it('issues challenges in ALTCHA’s format, which ALTCHA’s own verifier accepts with the database’s key', async () => {
    const proof = await solvedProof(b.client());
    const secret = await b.backend.db.asOwner(
      async (tx) =>
        (await tx.query<{ secret: string }>('select secret from private.contact_secret')).rows[0]!.secret,
    );
    const result = await verifySolution({
      challenge: proof.challenge,
      solution: proof.solution,
      deriveKey,
      hmacSignatureSecret: secret,
    });
    expect(result.verified).toBe(true);
  });
});

describe('bad input', () => {
  it('refuses what the form would not send, and keeps nothing', async () => {
    const visitor = b.client();
    const before = (await inboxRows()).length;
    const cases = [
      { name: 'Ana', email: 'no-es-un-correo', message: 'Hola' },
      { name: '', email: 'ana@correo.test', message: 'Hola' },
      { name: 'Ana\nBcc: otro@correo.test', email: 'ana@correo.test', message: 'Hola' },
      { name: 'Ana', email: 'ana@correo.test', message: 'x'.repeat(4001) },
      { name: 'Ana', email: 'ana@correo.test', message: 'Hola', phone: 'llámame' },
      { name: 'Ana', email: 'ana@correo.test', message: 'Hola', project: 987654 },
    ];
    for (const fields of cases) {
      const answer = await sendMessage(visitor, fields);
      expect(answer.error?.code, JSON.stringify(fields).slice(0, 80)).toBe('22023');
    }
    // Over the body limit of a visitor's call: refused before the database.
    const huge = await fetch(`${b.url}/rest/v1/rpc/send_contact_message`, {
      method: 'POST',
      headers: { apikey: b.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana', email: 'ana@correo.test', message: 'x'.repeat(40_000), proof: {} }),
    });
    expect(huge.status).toBe(413);
    expect((await inboxRows()).length).toBe(before);
  });
});

describe('a flood', () => {
  it('keeps a few per email in the inbox, flags the rest, refuses past the day’s cap; another visitor behind the same address gets through', async () => {
    const visitor = b.client();
    const outcomes: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      const answer = await sendMessage(visitor, {
        name: 'Flood',
        email: 'flood@robot.test',
        message: `Oferta ${i}`,
      });
      outcomes.push(answer.error ? `refused:${answer.error.hint}` : 'kept');
    }
    const rows = (await inboxRows()).filter((m) => m.email === 'flood@robot.test');
    expect(rows.filter((m) => m.flag === null)).toHaveLength(3);
    expect(rows.filter((m) => m.flag === 'limit-email')).toHaveLength(20);
    expect(outcomes.filter((o) => o === 'refused:limit')).toHaveLength(2);
    // Every request came from 127.0.0.1; a real visitor there still reaches the inbox.
    const real = await sendMessage(visitor, {
      name: 'Real',
      email: 'real@cliente.test',
      message: 'Soy real',
    });
    expect(real.data).toEqual({ status: 'received' });
    expect((await inboxRows()).find((m) => m.body === 'Soy real')?.flag).toBeNull();
  });
});

describe('the studio keeps messages as long as it chose', () => {
  it('deletes for good what is older than the retention period, and what was trashed 30 days ago', async () => {
    await sendMessage(b.client(), { name: 'Viejo', email: 'viejo@correo.test', message: 'Mensaje antiguo' });
    await sendMessage(b.client(), {
      name: 'Papelera',
      email: 'papelera@correo.test',
      message: 'En la papelera',
    });
    const saved = await admin.from('MessageSettings').update({ retention_days: 30 }).eq('id', 1).select();
    expect(saved.error).toBeNull();
    const refused = await admin.from('MessageSettings').update({ retention_days: 5 }).eq('id', 1).select();
    expect(refused.error?.code).toBe('23514');
    // A database restored from a backup older than the settings has no row: the panel inserts it.
    await b.backend.db.asOwner((tx) => tx.exec(`delete from public."MessageSettings"`));
    const { client: user } = await signInNonAdmin(b);
    expect((await user.from('MessageSettings').insert({ id: 1, retention_days: 30 })).error?.code).toBe('42501');
    expect((await admin.from('MessageSettings').insert({ id: 1, retention_days: 30 }).select()).error).toBeNull();
    await b.backend.db.asOwner((tx) =>
      tx.exec(
        `update public."Message" set created_at = now() - interval '31 days' where body = 'Mensaje antiguo';
         update public."Message" set deleted_at = now() where body = 'En la papelera';
         -- Trashed 31 days ago (the first update took the database's time, the second moves it back).
         update public."Message" set deleted_at = now() - interval '31 days' where body = 'En la papelera'`,
      ),
    );
    await b.backend.db.asOwner((tx) => tx.query('select private.purge_messages()'));
    const bodies = (await inboxRows()).map((m) => m.body);
    expect(bodies).not.toContain('Mensaje antiguo');
    expect(bodies).not.toContain('En la papelera');
    expect(bodies).toContain('Soy real');
  });
});
