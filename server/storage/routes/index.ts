import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets';
import { copyObject } from './copy-object';
import { deleteObjects } from './delete-objects';
import { authenticatedObject, downloadObject } from './get-object';
import { listObjects } from './list-objects';
import { moveObject } from './move-object';
import { authenticatedObjectInfo, objectInfo, publicObjectInfo } from './object-info';
import { publicObject } from './public-object';
import { publicRender } from './public-render';
import { resumableUpload } from './resumable-upload';
import type { StorageRoute } from './route';
import { signedObject, signObjectUrl, signObjectUrls } from './sign-object';
import { signedUpload, signUploadUrl } from './signed-upload';
import { uploadObject } from './upload-object';

/**
 * Every /storage/v1 route the embedded backend provides, in the order they are tried (the first
 * whose method and path fit answers): the fixed first segments after `object/` (`public`,
 * `info`, `sign`, `upload/sign`, `list`, `move`, `copy`, `authenticated`) before
 * `object/<bucket>/<key>`, whose pattern would otherwise take them (a bucket named `sign`).
 */
export const STORAGE_ROUTES: readonly StorageRoute[] = [
  publicObject,
  publicRender,
  resumableUpload,
  publicObjectInfo,
  authenticatedObjectInfo,
  objectInfo,
  signedObject,
  signObjectUrl,
  signObjectUrls,
  signedUpload,
  signUploadUrl,
  listObjects,
  moveObject,
  copyObject,
  uploadObject,
  authenticatedObject,
  downloadObject,
  deleteObjects,
  listBuckets,
  getBucket,
  createBucket,
  updateBucket,
  emptyBucket,
  deleteBucket,
];
