// Spanish words of the video player's buttons.

export const player = {
  play: 'Reproducir',
  pause: 'Pausar',
  unmute: 'Activar sonido',
  mute: 'Silenciar',
};
