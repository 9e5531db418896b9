// A visitor's message as the database takes it (supabase/migrations/20261129000700_contact_messages.sql):
// the form checks the same before sending, so a visitor is told what to fix next to the field
// and the database's refusal (22023) is only for what bypasses the form.

/** The most characters each field takes (the table's checks). */
export const MESSAGE_LIMITS = { name: 100, email: 254, phone: 40, body: 4000 } as const;

/** An address the database accepts: one @, a dot in the domain, no spaces or separators. */
export const EMAIL_RULE = /^[^@\s<>(),;:"]+@[^@\s<>(),;:"]+\.[^@\s<>(),;:".]+$/;

/** Digits, spaces and + ( ) . / -, 4 to 40 of them. */
export const PHONE_RULE = /^[0-9+()./ -]{4,40}$/;

/** Why a message waits apart from the inbox ('Mensajes' → 'Marcados'). */
export type MessageFlag = 'honeypot' | 'expired' | 'limit-email' | 'limit-form' | 'limit-site';

/** A challenge as the database issues it: ALTCHA's PoW v2 Challenge (SHA-256, cost 1). */
export interface ContactChallenge {
  parameters: {
    algorithm: 'SHA-256';
    cost: 1;
    expiresAt: number;
    keyLength: 32;
    keyPrefix: string;
    nonce: string;
    salt: string;
  };
  signature: string;
}

/** What the message carries as its proof: the challenge as received and the counter found. */
export interface ContactProof {
  challenge: ContactChallenge;
  solution: { counter: number; derivedKey: string };
}
