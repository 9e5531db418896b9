import {
  EquirectangularAdapter,
  SYSTEM,
  type EquirectangularPanorama,
  type PanoData,
  type PanoDataProvider,
} from '@photo-sphere-viewer/core';
import { LinearFilter, Texture } from 'three';

// Photo Sphere Viewer's equirectangular adapter, decoding each panorama off the main thread.
// Its own adapter turns the file into an <img> that the browser decodes on the main thread when
// the texture is first drawn — a 4096×2048 image blocks a phone for a few hundred milliseconds
// right after the tap on a door. Here createImageBitmap decodes it on the browser's image threads
// as soon as the file is in (for the rooms behind the doors: while the visitor looks around, when
// the virtual-tour plugin preloads them), and the decoded picture is kept for the tap.

/** Decoded panoramas kept (about 32 MB each at 4096×2048): the room and those behind its doors. */
const KEEP = 4;

export class DecodedAdapter extends EquirectangularAdapter {
  static override readonly id = 'equirectangular';
  private readonly decoded = new Map<string, Promise<ImageBitmap>>();

  override async loadTexture(
    panorama: string | EquirectangularPanorama,
    loader = true,
    newPanoData?: PanoData | PanoDataProvider,
    useXmpPanoData?: boolean,
  ) {
    // A panorama with its own data or crop, or a browser without createImageBitmap: the viewer's way.
    if (typeof panorama !== 'string' || newPanoData || typeof createImageBitmap !== 'function')
      return super.loadTexture(panorama, loader, newPanoData, useXmpPanoData);
    const bitmap = await this.decode(panorama, loader);
    const texture = new Texture(bitmap);
    // Flipped while decoding: WebGL does not flip an ImageBitmap on upload.
    texture.flipY = false;
    texture.minFilter = LinearFilter;
    texture.generateMipmaps = false;
    texture.needsUpdate = true;
    const { width, height } = bitmap;
    const panoData: PanoData = {
      isEquirectangular: true,
      fullWidth: width,
      fullHeight: height,
      croppedWidth: width,
      croppedHeight: height,
      croppedX: 0,
      croppedY: 0,
      poseHeading: 0,
      posePitch: 0,
      poseRoll: 0,
    };
    return { panorama, texture, panoData, cacheKey: panorama };
  }

  private decode(url: string, loader: boolean): Promise<ImageBitmap> {
    let kept = this.decoded.get(url);
    if (kept) this.decoded.delete(url);
    else {
      kept = this.viewer.textureLoader
        .loadFile(url, loader ? (p) => this.viewer.loader.setProgress(p) : undefined, url)
        .then((blob) => createImageBitmap(blob, { imageOrientation: 'flipY' }))
        .then((bitmap) => fitted(bitmap));
      // A failed fetch or decode is not kept: the next try fetches again.
      kept.catch(() => this.decoded.delete(url));
    }
    // Most recently used last; the oldest beyond KEEP is let go (its texture, if shown, is on the GPU).
    this.decoded.set(url, kept);
    for (const [old, bitmap] of this.decoded) {
      if (this.decoded.size <= KEEP) break;
      this.decoded.delete(old);
      void bitmap.then(
        (b) => b.close(),
        () => undefined,
      );
    }
    return kept;
  }

  override destroy() {
    for (const bitmap of this.decoded.values())
      void bitmap.then(
        (b) => b.close(),
        () => undefined,
      );
    this.decoded.clear();
    super.destroy();
  }
}

/** Wider than the GPU takes (never for the panel's textures, at most 4096 px): scaled to fit. */
async function fitted(bitmap: ImageBitmap): Promise<ImageBitmap> {
  const max = SYSTEM.maxTextureWidth;
  if (!max || bitmap.width <= max) return bitmap;
  const smaller = await createImageBitmap(bitmap, {
    resizeWidth: max,
    resizeHeight: Math.round((bitmap.height * max) / bitmap.width),
    resizeQuality: 'high',
  });
  bitmap.close();
  return smaller;
}
