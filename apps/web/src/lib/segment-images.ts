import type { Segment } from '@delivery/contract/catalog';

/**
 * An illustration per segment, from the app's own images: the segment tiles show them, and a
 * product with no photo (many an imported menu has none) shows its shop's.
 */
export const segmentImage: Record<Segment, string> = {
  pizzaria: '/catalog/pizza.svg',
  lanches: '/catalog/burger.svg',
  japonesa: '/catalog/sushi-combo.svg',
  floricultura: '/catalog/roses.svg',
  doceria: '/catalog/brigadeiro.svg',
  brasileira: '/catalog/coxinha.svg',
};
