// Photo Sphere Viewer's virtual-tour plugin (doors between rooms, their transitions, the next
// rooms fetched ahead) with the markers plugin it draws its arrows with, and their stylesheets:
// fetched the first time a visitor opens a 360° render, beside the viewer's own chunk (the same
// @photo-sphere-viewer/core and three.js: one copy of each on the page).
export async function tourLibraries() {
  const [tour, markers] = await Promise.all([
    import('@photo-sphere-viewer/virtual-tour-plugin'),
    import('@photo-sphere-viewer/markers-plugin'),
    import('@photo-sphere-viewer/markers-plugin/index.css'),
    import('@photo-sphere-viewer/virtual-tour-plugin/index.css'),
  ]);
  return { VirtualTourPlugin: tour.VirtualTourPlugin, MarkersPlugin: markers.MarkersPlugin };
}
