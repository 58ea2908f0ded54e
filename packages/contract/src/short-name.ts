/**
 * The name a phone writes under the installed app's icon (the manifest's `short_name`), with no
 * zod: the panel shows it as the default of its field. Launchers show about 12 characters before
 * they cut the name with an ellipsis, so a tenant's short name is at most that.
 */
export const shortNameMax = 12;

/** Separators a name may end on once cut ('Bar do Zé - Centro' cut to 'Bar do Zé -'). */
const TRAILING_SEPARATORS = /[\s\-–—:|,.;/&+]+$/u;

const characters = (text: string) => Array.from(text).length;

/**
 * The short name the tenant set, or else its title cut after the last whole word that fits
 * ('Pizzaria Bella Napoli' → 'Pizzaria'); a first word longer than that is cut inside.
 */
export function shortNameOf(app: { title: string; short_name: string }): string {
  const set = app.short_name.trim();
  if (set) return set;
  const title = app.title.trim().replace(/\s+/g, ' ');
  if (characters(title) <= shortNameMax) return title;
  let kept = '';
  for (const word of title.split(' ')) {
    const longer = kept ? `${kept} ${word}` : word;
    if (characters(longer) > shortNameMax) break;
    kept = longer;
  }
  const cut = kept || Array.from(title).slice(0, shortNameMax).join('');
  return cut.replace(TRAILING_SEPARATORS, '') || cut;
}
