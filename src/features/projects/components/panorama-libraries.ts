// Photo Sphere Viewer (with three.js), its stylesheet, its motion-sensor plugin and the adapter
// that decodes panoramas off the main thread (decoded-adapter.ts), fetched
// together the first time a visitor opens a 360° render: one chunk no public route carries.
export async function panoramaLibraries() {
  const [core, gyroscope, adapter] = await Promise.all([
    import('@photo-sphere-viewer/core'),
    import('@photo-sphere-viewer/gyroscope-plugin'),
    import('./decoded-adapter'),
    import('@photo-sphere-viewer/core/index.css'),
  ]);
  return {
    Viewer: core.Viewer,
    SYSTEM: core.SYSTEM,
    GyroscopePlugin: gyroscope.GyroscopePlugin,
    DecodedAdapter: adapter.DecodedAdapter,
  };
}
