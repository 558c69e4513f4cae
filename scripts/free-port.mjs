// A TCP port that is free on the loopback interface right now. Run as a script, it prints one.
import net from "node:net";
import { fileURLToPath } from "node:url";

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await freePort());
