// Photo Sphere Viewer (with three.js), its stylesheet and its motion-sensor plugin, fetched
// together the first time a visitor opens a 360° render: one chunk no public route carries.
export async function panoramaLibraries() {
  const [core, gyroscope] = await Promise.all([
    import('@photo-sphere-viewer/core'),
    import('@photo-sphere-viewer/gyroscope-plugin'),
    import('@photo-sphere-viewer/core/index.css'),
  ]);
  return { Viewer: core.Viewer, GyroscopePlugin: gyroscope.GyroscopePlugin };
}
