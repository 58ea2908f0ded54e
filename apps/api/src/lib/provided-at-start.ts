/**
 * What a module below another needs of it, handed over once at start-up (module-hooks.ts) instead
 * of imported, so the import graph keeps one direction (decision 0076). Reading it before it was
 * handed over is a wiring mistake and throws, naming it.
 */
export function providedAtStart<T>(what: string) {
  let value: T | null = null;
  return {
    /** Called by module-hooks.ts; another app built in the same process hands over the same. */
    provide(given: T): void {
      value = given;
    },
    get(): T {
      if (!value) throw new Error(`${what} was not handed over at start-up (module-hooks.ts)`);
      return value;
    },
  };
}
