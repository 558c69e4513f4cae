// The endpoint answers 405 until its handler is implemented.
export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405 });
}

export function action() {
  return Response.json({ error: "Not available" }, { status: 404 });
}
