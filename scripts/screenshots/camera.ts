// Taking one picture for the docs: a Playwright screenshot (of the viewport, or of one element with
// a margin of the page around it), made small with sharp before it is written under docs/images/,
// because every image lives in git and is rewritten each time the panel changes. The panel's flat
// colours and text stay sharp in a 256-colour PNG (15–70 KB); a page full of renders does not fit
// in 256 colours (a 1280×800 home page was 230 KB as PNG), so the public site's are JPEG (~65 KB).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';

/** Room left around an element's box, so a button at its edge keeps its shape and context. */
const MARGIN = 12;

export interface Shot {
  file: string;
  bytes: number;
  width: number;
  height: number;
}

/** The box around `target`, and down to `through`'s bottom when one is given. */
async function spanOf(target: Locator, through?: Locator) {
  const top = await target.boundingBox();
  const end = through ? await through.boundingBox() : top;
  if (!top || !end) return null;
  const x = Math.min(top.x, end.x);
  const width = Math.max(top.x + top.width, end.x + end.width) - x;
  return { x, y: top.y, width, height: Math.max(top.height, end.y + end.height - top.y) };
}

export class Camera {
  readonly shots: Shot[] = [];
  constructor(private readonly dir: string) {}

  /** The page as the viewport shows it; `photo` for a page of photographs (JPEG). */
  async page(page: Page, name: string, options: { photo?: boolean } = {}): Promise<void> {
    await this.write(name, await page.screenshot({ animations: 'disabled', caret: 'hide' }), options.photo);
  }

  /**
   * One element with a margin around it, cut to `maxHeight` (a long card shows its top, where its
   * buttons are). `mask` paints over what must not be published (a one-time password, a QR code).
   * `through` carries the picture down to another element's bottom (a stretch of a page, from a
   * slider to the block under it); `photo` for a part of the site full of renders (JPEG).
   */
  async element(
    target: Locator,
    name: string,
    options: { maxHeight?: number; mask?: Locator[]; through?: Locator; photo?: boolean } = {},
  ): Promise<void> {
    const page = target.page();
    await target.scrollIntoViewIfNeeded();
    const box = await spanOf(target, options.through);
    if (!box) throw new Error(`${name}: the element to photograph is not on the page`);
    // A full-page picture is clipped in the page's coordinates, the box is in the viewport's.
    const [scrollX, scrollY, pageWidth] = await page.evaluate(() => [
      window.scrollX,
      window.scrollY,
      document.documentElement.scrollWidth,
    ]);
    const x = Math.max(0, box.x + scrollX - MARGIN);
    const y = Math.max(0, box.y + scrollY - MARGIN);
    const width = Math.min(pageWidth - x, box.width + 2 * MARGIN);
    const height = Math.min(options.maxHeight ?? Infinity, box.height + 2 * MARGIN);
    const png = await page.screenshot({
      clip: { x, y, width, height },
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      mask: options.mask,
      maskColor: '#d9d4cc',
    });
    await this.write(name, png, options.photo);
  }

  private async write(name: string, png: Buffer, photo = false): Promise<void> {
    const image = photo
      ? sharp(png).jpeg({ quality: 80, mozjpeg: true })
      : sharp(png).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 });
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    const file = `${name}.${photo ? 'jpg' : 'png'}`;
    await writeFile(path.join(this.dir, file), data);
    this.shots.push({ file, bytes: data.length, width: info.width, height: info.height });
    console.log(`  ${file.padEnd(32)} ${info.width}×${info.height}  ${(data.length / 1024).toFixed(0)} KB`);
  }
}
