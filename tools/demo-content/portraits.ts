// Illustrated portraits of the two founders: a flat, calm bust on a warm background, the way a
// studio might present itself without photographs.
import * as C from './color.ts';
import { Svg } from './svg.ts';

export const W = 1200;
export const H = 1500;

interface Person {
  bg: [string, string];
  arch: string;
  skin: string;
  hair: string;
  cloth: string;
  cloth2: string;
  style: 'lucia' | 'martin';
}

function bust(p: Person): string {
  const svg = new Svg(W, H);
  svg.rect(
    0,
    0,
    W,
    H,
    `fill="${svg.linear(0, 0, 0, H, [
      [0, p.bg[0]],
      [1, p.bg[1]],
    ])}"`,
  );
  svg.rect(0, 0, W, H, `fill="#8a7258" filter="${svg.noise(0.8, 2, 4, 0.07)}"`);
  // An arch behind the figure, a nod to the studio's architecture.
  svg.path(`M250 ${H}V640A350 350 0 0 1 950 640V${H}Z`, `fill="${p.arch}"`);
  svg.path(
    `M250 ${H}V640A350 350 0 0 1 950 640V${H}`,
    `fill="none" stroke="${C.darken(p.arch, 0.1)}" stroke-width="3"`,
  );
  const shade = C.darken(p.skin, 0.16);
  // Hair behind the head (long hair falls behind the shoulders).
  if (p.style === 'lucia') {
    svg.path(
      `M430 560C410 420 470 300 600 292C735 300 795 420 775 560C785 690 780 800 750 860C720 905 650 900 600 880C550 900 480 905 450 860C420 800 418 690 430 560Z`,
      `fill="${p.hair}"`,
    );
  }
  // Shoulders and clothing.
  svg.path(`M210 ${H}C215 1200 300 1080 470 1040L730 1040C900 1080 985 1200 990 ${H}Z`, `fill="${p.cloth}"`);
  // Neck with its shadow.
  svg.path(`M540 840L540 1010C560 1040 640 1040 660 1010L660 840Z`, `fill="${p.skin}"`);
  svg.path(
    `M540 880C570 930 630 930 660 880L660 960C630 990 570 990 540 960Z`,
    `fill="${shade}" fill-opacity="0.7"`,
  );
  if (p.style === 'lucia') {
    // Turtleneck.
    svg.path(`M520 960C520 930 680 930 680 960L690 1060C650 1090 550 1090 510 1060Z`, `fill="${p.cloth2}"`);
    svg.path(
      `M525 990C570 1010 630 1010 675 990`,
      `stroke="${C.darken(p.cloth2, 0.2)}" stroke-width="3" fill="none"`,
    );
    svg.path(
      `M530 1020C575 1040 625 1040 670 1020`,
      `stroke="${C.darken(p.cloth2, 0.2)}" stroke-width="3" fill="none"`,
    );
  } else {
    // Open shirt collar under a blazer.
    svg.path(`M540 1000L600 1110L660 1000L700 1040L600 1200L500 1040Z`, `fill="${p.cloth2}"`);
    svg.path(`M600 1110L540 1000L520 1030L575 1160Z`, `fill="${C.darken(p.cloth2, 0.08)}"`);
    svg.path(
      `M470 1040L600 1300L420 ${H}L300 ${H}C320 1250 380 1100 470 1040Z`,
      `fill="${C.darken(p.cloth, 0.12)}"`,
    );
    svg.path(
      `M730 1040L600 1300L780 ${H}L900 ${H}C880 1250 820 1100 730 1040Z`,
      `fill="${C.darken(p.cloth, 0.06)}"`,
    );
  }
  // Ears and head.
  svg.ellipse(455, 640, 30, 48, `fill="${shade}"`);
  svg.ellipse(745, 640, 30, 48, `fill="${shade}"`);
  svg.path(
    `M600 380C700 380 752 460 752 590C752 740 690 850 600 860C510 850 448 740 448 590C448 460 500 380 600 380Z`,
    `fill="${p.skin}"`,
  );
  // Soft light from the left, shadow on the right cheek.
  svg.path(
    `M640 384C715 400 752 470 752 590C752 740 690 850 600 860C680 800 710 700 705 590C700 480 680 420 640 384Z`,
    `fill="${shade}" fill-opacity="0.45"`,
  );
  // A hint of features: nose shadow and cheek warmth only.
  svg.path(
    `M612 600C620 650 628 690 612 712C604 716 596 714 590 710`,
    `stroke="${C.darken(p.skin, 0.22)}" stroke-width="5" fill="none" stroke-linecap="round" stroke-opacity="0.6"`,
  );
  svg.ellipse(528, 700, 36, 22, `fill="#d9836b" fill-opacity="0.16"`);
  svg.ellipse(680, 700, 32, 20, `fill="#d9836b" fill-opacity="0.14"`);
  if (p.style === 'lucia') {
    // Hair framing the face with a side part.
    svg.path(
      `M448 610C430 430 520 330 620 335C720 340 772 430 760 600C740 520 700 460 640 430C590 470 520 500 450 610Z`,
      `fill="${p.hair}"`,
    );
    svg.path(
      `M640 432C700 470 745 530 760 600L770 560C760 470 720 400 640 378Z`,
      `fill="${C.mix(p.hair, '#6a4a36', 0.45)}"`,
    );
    svg.circle(458, 700, 9, `fill="#d7b46a"`);
  } else {
    // Short hair, a trimmed beard and round glasses.
    svg.path(
      `M448 560C440 430 520 360 610 362C700 366 762 430 752 560C740 500 720 470 700 460C640 440 560 440 500 470C470 490 455 520 448 560Z`,
      `fill="${p.hair}"`,
    );
    svg.path(
      `M470 700C480 800 540 858 600 862C660 858 720 800 730 700C710 760 680 790 600 792C520 790 490 760 470 700Z`,
      `fill="${p.hair}" fill-opacity="0.85"`,
    );
    svg.path(
      `M560 760C580 770 620 770 640 760`,
      `stroke="${C.lighten(p.skin, 0.05)}" stroke-width="6" fill="none" stroke-linecap="round" stroke-opacity="0.8"`,
    );
    svg.circle(540, 610, 44, `fill="#ffffff" fill-opacity="0.08" stroke="#253646" stroke-width="6"`);
    svg.circle(665, 610, 44, `fill="#ffffff" fill-opacity="0.08" stroke="#253646" stroke-width="6"`);
    svg.path(`M584 606C595 598 610 598 621 606`, `stroke="#253646" stroke-width="6" fill="none"`);
    svg.path(`M496 600L456 590M709 600L748 590`, `stroke="#253646" stroke-width="6" fill="none"`);
  }
  // Light grain over everything, like a risograph print.
  svg.rect(0, 0, W, H, `fill="#3b2a1c" filter="${svg.noise(1.2, 1, 8, 0.06)}"`);
  return svg.toString();
}

export function luciaAlba(): string {
  return bust({
    bg: ['#ece2d3', '#dccbb4'],
    arch: '#9aa893',
    skin: '#c99a7c',
    hair: '#2d2420',
    cloth: '#253646',
    cloth2: '#2d4356',
    style: 'lucia',
  });
}

export function martinNogal(): string {
  return bust({
    bg: ['#e6e4da', '#d2d1c2'],
    arch: '#6f808c',
    skin: '#b98a6b',
    hair: '#3a302a',
    cloth: '#6f6a62',
    cloth2: '#ece7dd',
    style: 'martin',
  });
}
