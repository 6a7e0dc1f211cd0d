import type { BlockData, BlockDescription } from '../../kernel';

/** How the home page reads its blocks; the app supplies it (it knows the server's address). */
export interface HomeApi {
  /** The blocks the caller's role sees, in order, without figures. */
  blocks(): Promise<BlockDescription[]>;
  /** One block's figures for the caller. */
  block(id: string): Promise<BlockData>;
}

/** A minute: how often a visible home page reads its blocks again (and again when the window regains focus). */
export const HOME_REFRESH_MS = 60_000;
