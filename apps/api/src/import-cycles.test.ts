import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The API's modules import each other in one direction (docs/architecture.md section 5, decision
 * 0076). `import-x/no-cycle` does not follow a service.ts's `export … from`, so a circle through
 * one passed lint: this builds the graph itself, with re-exports as edges and type-only imports
 * left out (they are erased before the code runs).
 */

const SOURCE = resolve(import.meta.dirname);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A statement's module when it loads that module's code: every named part a type, it does not. */
function runtimeSpecifier(statement: ts.Statement): string | null {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    const typesOnly =
      clause !== undefined &&
      (clause.isTypeOnly ||
        (clause.name === undefined &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly)));
    return typesOnly ? null : (statement.moduleSpecifier as ts.StringLiteral).text;
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
    const clause = statement.exportClause;
    const typesOnly =
      statement.isTypeOnly ||
      (clause !== undefined &&
        ts.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((element) => element.isTypeOnly));
    return typesOnly ? null : (statement.moduleSpecifier as ts.StringLiteral).text;
  }
  return null;
}

/** The files of the project whose code a file's text loads. */
function runtimeImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const targets = source.statements
    .map(runtimeSpecifier)
    .filter((specifier): specifier is string => specifier !== null && specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier));
  return [...new Set(targets)];
}

/** Each file of the API and the files of the API whose code it loads. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => [file, runtimeImports(file, readFileSync(file, 'utf8')).filter((target) => known.has(target))]),
  );
}

/** The files that reach each other (Tarjan's strongly connected components), each of two files or more. */
function tangles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

/** The shortest circle from the tangle's first file back to it, inside the tangle. */
function circleOf(graph: Map<string, string[]>, tangle: string[]): string[] {
  const start = tangle[0]!;
  const members = new Set(tangle);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (next === start) {
        const circle = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)!) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (members.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** Each tangle of the graph as one of its circles, `a.ts -> b.ts -> a.ts`, and all it ties. */
function circlesOf(graph: Map<string, string[]>, root: string): string[] {
  return tangles(graph).map((tangle) => {
    const circle = circleOf(graph, tangle).map((file) => relative(root, file));
    return `${circle.join(' -> ')} (tied: ${tangle.map((file) => relative(root, file)).join(', ')})`;
  });
}

/**
 * The same graph between the folders of modules/: a module whose code loads another's, whichever
 * files. Two modules that load each other are one module in two folders, even with no circle of
 * files between them (orders loading open-delivery to write its events, open-delivery loading
 * orders to move them).
 */
function moduleGraph(files: Map<string, string[]>): Map<string, string[]> {
  const moduleOf = (file: string) => /^(.*\/modules\/[^/]+)\//.exec(file)?.[1];
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = moduleOf(file);
    if (from === undefined) continue;
    const reached = graph.get(from) ?? new Set<string>();
    graph.set(from, reached);
    for (const to of targets.map(moduleOf)) if (to !== undefined && to !== from) reached.add(to);
  }
  return new Map([...graph].map(([module, reached]) => [module, [...reached]]));
}

describe('the API imports', () => {
  const graph = importGraph(sourceFiles(SOURCE));

  it('load no file that loads them back, through re-exports too', () => {
    expect(circlesOf(graph, SOURCE)).toEqual([]);
  });

  it('load no module that loads them back', () => {
    expect(circlesOf(moduleGraph(graph), SOURCE)).toEqual([]);
  });

  it('count an `export … from` as an import and a type-only import as none', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "import { type C } from './c.ts';",
      "import { d, type D } from './d.ts';",
      "export { e } from './e.ts';",
      "export type { F } from './f.ts';",
      "export { type G } from './g.ts';",
      "export * from './h.ts';",
      "import './i.ts';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(runtimeImports('/m/x.ts', text)).toEqual(['/m/a.ts', '/m/d.ts', '/m/e.ts', '/m/h.ts', '/m/i.ts']);
  });

  it('name one circle of each tangle', () => {
    const graph = new Map([
      ['/a.ts', ['/service.ts', '/c.ts']],
      ['/service.ts', ['/b.ts']],
      ['/b.ts', ['/a.ts']],
      ['/c.ts', []],
    ]);
    expect(circlesOf(graph, '/')).toEqual(['a.ts -> service.ts -> b.ts -> a.ts (tied: a.ts, b.ts, service.ts)']);
  });
});
