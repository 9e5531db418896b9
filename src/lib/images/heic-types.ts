// The messages between the panel and the HEIC decoder worker (heic-decode.worker.ts).

export type HeicRequest = { file: Blob };

export type HeicResult = { kind: 'done'; png: Blob } | { kind: 'failed'; message: string };
