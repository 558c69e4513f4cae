// The build folder `npm start` and the commands run from: BUILD_DIR, or build/. It must lie inside
// the project, since the compiled server loads its packages from the project's node_modules; a
// folder elsewhere would stop at the first import with a message that does not say why.
import path from "node:path";

export function resolveBuildDir(root) {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const inside = path.relative(root, buildDir);
  if (inside === "" || inside.startsWith("..") || path.isAbsolute(inside)) {
    console.error(
      `BUILD_DIR=${process.env.BUILD_DIR} is outside the project folder (${root}).\n` +
        "The compiled server loads its packages from the project's node_modules, so the build must be a folder inside it\n" +
        '(for example BUILD_DIR=build-staging); build it there with "npm run build" and start it with the same BUILD_DIR.',
    );
    process.exit(1);
  }
  return buildDir;
}

// `npm run build` checks the folder before it builds anything (package.json's prebuild).
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  resolveBuildDir(path.resolve(import.meta.dirname, ".."));
}
