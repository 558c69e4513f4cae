export function resolveBuildDir(root: string): string;
