import { CandidateRefusal } from "../../server/db/candidates";

/** The refusal a pool store call ends with; anything else (a result, another error) fails the test. */
export async function refusalOf(promise: Promise<unknown>): Promise<CandidateRefusal> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CandidateRefusal) return error;
    throw error;
  }
  throw new Error("Expected a refusal");
}
