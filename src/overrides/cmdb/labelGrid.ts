export interface Box { x: number; y: number; width: number; height: number }

const CELL = 64;

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The edge labels placed so far, bucketed by 64-pixel cells so a new label is checked only against
 * its neighbours: placing a thousand labels stays linear. take(box) keeps the box unless it overlaps one.
 */
export class LabelGrid {
  private readonly cells = new Map<string, Box[]>();

  private keys(box: Box): string[] {
    const keys: string[] = [];
    for (let i = Math.floor(box.x / CELL); i <= Math.floor((box.x + box.width) / CELL); i++) {
      for (let j = Math.floor(box.y / CELL); j <= Math.floor((box.y + box.height) / CELL); j++) keys.push(`${i}:${j}`);
    }
    return keys;
  }

  /** new LabelGrid().take({x: 0, y: 0, width: 10, height: 10}) === true; the same box again is refused. */
  take(box: Box, force = false): boolean {
    const keys = this.keys(box);
    if (!force && keys.some((key) => this.cells.get(key)?.some((other) => overlaps(box, other)))) return false;
    for (const key of keys) {
      const cell = this.cells.get(key);
      if (cell) cell.push(box);
      else this.cells.set(key, [box]);
    }
    return true;
  }
}
