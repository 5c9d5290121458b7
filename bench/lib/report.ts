import { writeFileSync } from 'node:fs';

/** One measured figure, with its target when it has one. */
export interface Figure {
  bench: string;
  name: string;
  value: string;
  target?: string;
  /** undefined: no target; true/false: met or missed. */
  met?: boolean;
}

const figures: Figure[] = [];

export function record(figure: Figure): void {
  figures.push(figure);
  const verdict = figure.met === undefined ? '' : figure.met ? '  [target met]' : '  [TARGET MISSED]';
  console.log(`  ${figure.name}: ${figure.value}${figure.target ? ` (target ${figure.target})` : ''}${verdict}`);
}

export function allFigures(): Figure[] {
  return figures;
}

/** The figures as a Markdown table, for docs/performance.md. */
export function markdown(): string {
  const rows = figures.map(
    (f) =>
      `| ${f.bench} | ${f.name} | ${f.value} | ${f.target ?? ''} | ${f.met === undefined ? '' : f.met ? 'met' : '**missed**'} |`,
  );
  return ['| bench | figure | value | target | |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

export function save(path: string): void {
  writeFileSync(path, JSON.stringify(figures, null, 2));
}
