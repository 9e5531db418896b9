// Spanish words of the home page's testimonials.

export const testimonials = {
  show: (i: number, n: number) => `Mostrar testimonio ${i} de ${n}`,
};
