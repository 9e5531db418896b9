// The notes of the studio settings' images (founders' portraits): apart from credit.ts, so only
// /WhoWeAre carries it.
import { CREDIT_ROLES, isLink, readCredit, type CreditRole, type ImageNotes } from './credit';

/**
 * The notes of an image the studio settings keep as text (a founder's portrait): a credit only
 * with a name, its role and licence only when valid; the caption's English from the settings' `en`.
 */
export function settingsNotes(
  image: { caption: string; creditName: string; creditRole: string; creditLicense: string },
  captionEn?: string,
): ImageNotes {
  const name = image.creditName.trim();
  return {
    caption: image.caption.trim() || null,
    caption_en: captionEn?.trim() || null,
    credit: name
      ? readCredit({
          name,
          ...(CREDIT_ROLES.includes(image.creditRole as CreditRole) && { role: image.creditRole }),
          ...(isLink(image.creditLicense) && { license: image.creditLicense }),
        })
      : null,
  };
}
