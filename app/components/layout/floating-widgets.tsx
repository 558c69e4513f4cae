/** The site-wide floating widgets (chat matcher, report popup), rendered on every page. */
export function FloatingWidgets() {
  return null;
}
