/** A LIKE pattern holding `text` anywhere, its own marks (%, _, \) taken literally: "100%" is found as typed. */
export const likeText = (text: string): string => `%${text.replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;
