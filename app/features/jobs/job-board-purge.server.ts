/**
 * Every instance's job board cache is purged at once when one of them changes an opening: the
 * instance that made the change purges its own cache and sends a NOTIFY on one channel, and every
 * other instance sharing the PostgreSQL database purges its own when it hears it (milliseconds
 * later). A cached hit costs no database round trip: nothing is read per request, the news is
 * pushed. A listening connection that was lost purges on its return, since what it missed is
 * unknown; meanwhile the cache's lifetime (a minute) bounds how stale a page can be. On PGlite one
 * instance at a time opens a data folder, so the local purge is all there is to do.
 */
import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "~server/db/client";
import { describeError, logger } from "~server/logger.server";
import { createJobBoard, type JobBoard } from "./job-board.server";

/** The channel the instances announce their changes to openings on. */
export const JOB_BOARD_PURGE_CHANNEL = "job_board_purge";

export interface SharedJobBoard {
  jobBoard: JobBoard;
  /** Stops listening to the other instances. */
  stop(): Promise<void>;
}

/** The job board of this instance, its cache purged with every other instance's on the same database. */
export async function startSharedJobBoard(
  database: Pick<DatabaseHandle, "db" | "listen" | "notify">,
): Promise<SharedJobBoard> {
  const { listen, notify } = database;
  if (!listen || !notify) return { jobBoard: createJobBoard({ db: database.db }), stop: async () => {} };
  // Its own messages come back too: the sender's id lets it skip a second purge.
  const instance = randomUUID();
  const jobBoard = createJobBoard({
    db: database.db,
    announce: () =>
      notify(JOB_BOARD_PURGE_CHANNEL, instance).catch((error) => {
        // The change is made and this instance shows it; the others' pages expire within a minute.
        logger.warn(
          { err: describeError(error) },
          "Could not tell the other instances to purge the job board cache",
        );
      }),
  });
  const listener = await listen(JOB_BOARD_PURGE_CHANNEL, {
    onMessage: (sender) => {
      if (sender !== instance) jobBoard.pages.purge();
    },
    onReconnect: () => jobBoard.pages.purge(),
  });
  return { jobBoard, stop: () => listener.close() };
}
