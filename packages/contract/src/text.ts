/** Lower case without accents: how names are compared in searches ('Açaí' ~ 'acai'). */
export const foldText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** 'São José dos Campos' → 'sao-jose-dos-campos', for permalinks. */
export const slugify = (value: string): string =>
  foldText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
