import { houseBoxes, STOREY_HEIGHT, STOREYS, type Box, type HouseMaterial } from './model-house';

// The house of harness/model-house.ts as the IFC a studio exports from Revit or Archicad: STEP
// text written directly (ISO 10303-21), in the IFC4 or IFC2X3 schema. A project, a site, a
// building and its storeys; each box an element of its kind (walls, slabs, windows, louvers and
// stairs as members and proxies, the roof) with its own placement and an extruded rectangle as
// its body, coloured by a surface style. IFC is z-up: glTF's (x, y, z) is IFC's (x, −z, y).

export type IfcSchema = 'IFC4' | 'IFC2X3';

const COLOURS: Record<HouseMaterial, [number, number, number, number]> = {
  brick: [0.66, 0.33, 0.24, 0],
  stone: [0.69, 0.64, 0.54, 0],
  concrete: [0.69, 0.68, 0.66, 0],
  timber: [0.59, 0.42, 0.26, 0],
  roof: [0.36, 0.24, 0.2, 0],
  glass: [0.55, 0.7, 0.8, 0.65],
};

const GUID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';
/** A 22-character IFC GlobalId, made from a counter (deterministic). */
function guid(n: number): string {
  let out = '';
  let v = n * 2654435761 + 7;
  for (let i = 0; i < 22; i += 1) {
    out += GUID_CHARS[(v + i * 31) % 64];
    v = Math.floor(v / 3) + n;
  }
  return out;
}

const f = (n: number) => {
  const s = (Math.round(n * 1e6) / 1e6).toString();
  return s.includes('.') || s.includes('e') ? s.replace('e', 'E') : `${s}.`;
};

/** The house as IFC text in `schema`; `detail` as in houseBoxes. */
export function houseIfc({ detail, schema = 'IFC4' }: { detail: number; schema?: IfcSchema }): string {
  const lines: string[] = [];
  let id = 0;
  const add = (entity: string) => {
    id += 1;
    lines.push(`#${id}=${entity};`);
    return `#${id}`;
  };
  const four = schema === 'IFC4';
  const origin = add('IFCCARTESIANPOINT((0.,0.,0.))');
  const zAxis = add('IFCDIRECTION((0.,0.,1.))');
  const xAxis = add('IFCDIRECTION((1.,0.,0.))');
  const world = add(`IFCAXIS2PLACEMENT3D(${origin},${zAxis},${xAxis})`);
  const context = add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${world},$)`);
  const metre = add('IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.)');
  const units = add(`IFCUNITASSIGNMENT((${metre}))`);
  const person = add(`IFCPERSON($,'Nogal','Alba',$,$,$,$,$)`);
  const org = add(`IFCORGANIZATION($,'Alba Nogal Arquitectura',$,$,$)`);
  const personOrg = add(`IFCPERSONANDORGANIZATION(${person},${org},$)`);
  const app = add(`IFCAPPLICATION(${org},'1.0','Banco del estudio','estudio')`);
  const history = add(`IFCOWNERHISTORY(${personOrg},${app},$,.ADDED.,$,$,$,0)`);
  const project = add(`IFCPROJECT('${guid(1)}',${history},'Casa del banco',$,$,$,$,(${context}),${units})`);
  const sitePlace = add(`IFCLOCALPLACEMENT($,${world})`);
  const site = add(`IFCSITE('${guid(2)}',${history},'Sitio',$,$,${sitePlace},$,$,.ELEMENT.,$,$,$,$,$)`);
  const buildingPlace = add(`IFCLOCALPLACEMENT(${sitePlace},${world})`);
  const building = add(
    `IFCBUILDING('${guid(3)}',${history},'Casa',$,$,${buildingPlace},$,$,.ELEMENT.,$,$,$)`,
  );
  add(`IFCRELAGGREGATES('${guid(4)}',${history},$,$,${project},(${site}))`);
  add(`IFCRELAGGREGATES('${guid(5)}',${history},$,$,${site},(${building}))`);
  const storeys: { entity: string; place: string; elements: string[] }[] = [];
  for (let s = 0; s < STOREYS; s += 1) {
    const point = add(`IFCCARTESIANPOINT((0.,0.,${f(s * STOREY_HEIGHT)}))`);
    const axes = add(`IFCAXIS2PLACEMENT3D(${point},$,$)`);
    const place = add(`IFCLOCALPLACEMENT(${buildingPlace},${axes})`);
    const entity = add(
      `IFCBUILDINGSTOREY('${guid(10 + s)}',${history},'Planta ${s}',$,$,${place},$,$,.ELEMENT.,${f(s * STOREY_HEIGHT)})`,
    );
    storeys.push({ entity, place, elements: [] });
  }
  add(
    `IFCRELAGGREGATES('${guid(20)}',${history},$,$,${building},(${storeys.map((s) => s.entity).join(',')}))`,
  );

  const styles = new Map<HouseMaterial, string>();
  for (const [material, [r, g, b, transparency]] of Object.entries(COLOURS) as [HouseMaterial, number[]][]) {
    const colour = add(`IFCCOLOURRGB($,${f(r!)},${f(g!)},${f(b!)})`);
    const shading = add(
      four ? `IFCSURFACESTYLESHADING(${colour},${f(transparency!)})` : `IFCSURFACESTYLESHADING(${colour})`,
    );
    const style = add(`IFCSURFACESTYLE('${material}',.BOTH.,(${shading}))`);
    styles.set(material, four ? style : add(`IFCPRESENTATIONSTYLEASSIGNMENT((${style}))`));
  }
  const profileOrigin = add('IFCCARTESIANPOINT((0.,0.))');
  const profilePlace = add(`IFCAXIS2PLACEMENT2D(${profileOrigin},$)`);

  let n = 100;
  for (const box of houseBoxes(detail)) {
    const storey = storeys[box.storey]!;
    const body = extrusion(box, add, {
      profilePlace,
      zAxis,
      xAxis,
      world,
      storeyZ: box.storey * STOREY_HEIGHT,
    });
    add(`IFCSTYLEDITEM(${body.solid},(${styles.get(box.material)}),$)`);
    const shape = add(`IFCSHAPEREPRESENTATION(${context},'Body','SweptSolid',(${body.solid}))`);
    const product = add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${shape}))`);
    const place = add(`IFCLOCALPLACEMENT(${storey.place},${body.placement})`);
    n += 1;
    storey.elements.push(
      add(element(box, `'${guid(n)}',${history},'${box.kind} ${n}',$,$,${place},${product},$`, four)),
    );
  }
  for (const [i, storey] of storeys.entries())
    add(
      `IFCRELCONTAINEDINSPATIALSTRUCTURE('${guid(30 + i)}',${history},$,$,(${storey.elements.join(',')}),${storey.entity})`,
    );

  return [
    'ISO-10303-21;',
    'HEADER;',
    `FILE_DESCRIPTION(('ViewDefinition [${four ? 'ReferenceView_V1.2' : 'CoordinationView_V2.0'}]'),'2;1');`,
    "FILE_NAME('casa.ifc','2026-11-29T10:00:00',('Alba Nogal'),('Alba Nogal Arquitectura'),'banco','banco','');",
    `FILE_SCHEMA(('${schema}'));`,
    'ENDSEC;',
    'DATA;',
    ...lines,
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}

/** Each kind as an IFC entity with its schema's attributes after the common eight. */
function element(box: Box, common: string, four: boolean): string {
  switch (box.kind) {
    case 'wall':
      return four ? `IFCWALL(${common},.STANDARD.)` : `IFCWALLSTANDARDCASE(${common})`;
    case 'slab':
      return `IFCSLAB(${common},.FLOOR.)`;
    case 'window':
      return four
        ? `IFCWINDOW(${common},${f(box.h)},${f(Math.max(box.w, box.d))},.WINDOW.,.SINGLE_PANEL.,$)`
        : `IFCWINDOW(${common},${f(box.h)},${f(Math.max(box.w, box.d))})`;
    case 'roof':
      return `IFCSLAB(${common},.ROOF.)`;
    default:
      return four ? `IFCMEMBER(${common},.MULLION.)` : `IFCMEMBER(${common})`;
  }
}

/** A box as an extruded rectangle: its placement (relative to its storey) and its solid. */
function extrusion(
  box: Box,
  add: (entity: string) => string,
  at: { profilePlace: string; zAxis: string; xAxis: string; world: string; storeyZ: number },
): { placement: string; solid: string } {
  const tilt = box.tilt ?? 0;
  // The thickness axis (glTF's local y after the tilt) in IFC's axes, and the bottom face's centre.
  const axis: [number, number, number] = [0, -Math.sin(tilt), Math.cos(tilt)];
  const bottom = [box.x, -box.z, box.y - at.storeyZ].map((v, i) => v - (box.h / 2) * axis[i]!);
  const point = add(`IFCCARTESIANPOINT((${bottom.map(f).join(',')}))`);
  const direction = tilt === 0 ? at.zAxis : add(`IFCDIRECTION((${axis.map(f).join(',')}))`);
  const placement = add(`IFCAXIS2PLACEMENT3D(${point},${direction},${at.xAxis})`);
  const profile = add(`IFCRECTANGLEPROFILEDEF(.AREA.,$,${at.profilePlace},${f(box.w)},${f(box.d)})`);
  const solid = add(`IFCEXTRUDEDAREASOLID(${profile},${at.world},${at.zAxis},${f(box.h)})`);
  return { placement, solid };
}
