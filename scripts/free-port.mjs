// Prints a TCP port that is free on the loopback interface right now.
import net from "node:net";

const server = net.createServer();
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(typeof address === "object" && address ? address.port : 0);
  server.close();
});
