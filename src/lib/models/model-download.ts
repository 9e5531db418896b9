// The model's bytes, fetched the moment the visitor opens "3D", beside the viewer's code rather
// than after it (the loader would only start once that code had come and run).

/** The GLB at `url` as bytes; rejects on a failed answer as on a failed network. */
export async function downloadModel(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`El modelo respondió ${response.status}`);
  return response.arrayBuffer();
}

/** The download started now; its failure is left to the viewer that awaits it. */
export function startModelDownload(url: string): Promise<ArrayBuffer> {
  const download = downloadModel(url);
  download.catch(() => undefined);
  return download;
}
