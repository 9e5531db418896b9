// The messaging-chat contact link (SPEC §7 "Other"). Phones get the universal
// api.whatsapp.com/send form, which hands over to the installed app; desktops get the web
// client's send page, which opens the chat directly in WhatsApp Web.
import { STUDIO } from '../../core/studio/studio';

const MOBILE_BASE = 'https://api.whatsapp.com/send';
const WEB_BASE = 'https://web.whatsapp.com/send';

/**
 * Android or iOS, judged by the user agent. iPadOS 13+ reports a desktop Safari ("Macintosh")
 * user agent; it is told apart from a Mac by its touch screen, so pass `maxTouchPoints`.
 */
export function isMobileDevice(userAgent: string, maxTouchPoints = 0): boolean {
  if (/Android|iPhone|iPad|iPod/i.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

export interface ContactLinkOptions {
  userAgent: string;
  maxTouchPoints?: number;
  phone?: string;
  message?: string;
}

/** The chat link with the studio phone and the prefilled message, URL-encoded. */
export function contactLink({
  userAgent,
  maxTouchPoints = 0,
  phone = STUDIO.phone,
  message = STUDIO.contactMessage,
}: ContactLinkOptions): string {
  const base = isMobileDevice(userAgent, maxTouchPoints) ? MOBILE_BASE : WEB_BASE;
  // The API expects digits only: drop "+", spaces and dashes a studio may write in its config.
  const digits = phone.replace(/\D/g, '');
  return `${base}?phone=${digits}&text=${encodeURIComponent(message)}`;
}

/** The contact link for the browser the page runs in, with the studio's current phone and message. */
export function browserContactLink(studio?: { phone: string; contactMessage: string }): string {
  const own = studio ? { phone: studio.phone, message: studio.contactMessage } : {};
  if (typeof navigator === 'undefined') return contactLink({ userAgent: '', ...own });
  return contactLink({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints, ...own });
}
