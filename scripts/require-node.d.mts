export function nodeVersionProblem(version: string, wanted: string): string | null;
