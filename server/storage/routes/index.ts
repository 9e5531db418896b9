import { deleteObjects } from './delete-objects';
import { authenticatedObject, downloadObject } from './get-object';
import { listObjects } from './list-objects';
import { moveObject } from './move-object';
import { publicObject } from './public-object';
import { publicRender } from './public-render';
import { resumableUpload } from './resumable-upload';
import type { StorageRoute } from './route';
import { uploadObject } from './upload-object';

/**
 * Every /storage/v1 route the embedded backend provides, in the order they are tried (the first
 * whose method and path fit answers): `object/authenticated/…` before `object/<bucket>/…`, and
 * `object/list/<bucket>` and `object/move` before uploads (POST/PUT `object/<bucket>/<key>`), whose
 * pattern would otherwise take them.
 */
export const STORAGE_ROUTES: readonly StorageRoute[] = [
  publicObject,
  publicRender,
  resumableUpload,
  listObjects,
  uploadObject,
  authenticatedObject,
  downloadObject,
  moveObject,
  deleteObjects,
];
