/** The start-up line that says where the site and the inbox are, and who can reach them. */
export function describeListening(host: string, port: number, nodeEnv: string): string {
  if (host === "0.0.0.0" || host === "::") {
    return `LatamMatch is listening on every network interface (HOST=${host}), port ${port}: http://localhost:${port} on this machine, the inbox at http://localhost:${port}/inbox (NODE_ENV=${nodeEnv}). Set HOST=127.0.0.1 to serve this machine only.`;
  }
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return `LatamMatch is listening on ${origin}, the inbox at ${origin}/inbox (NODE_ENV=${nodeEnv})`;
}
