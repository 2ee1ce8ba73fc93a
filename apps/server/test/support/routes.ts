export interface RegisteredRoute {
  method: string;
  url: string;
}

/** The routes of `printRoutes({ commonPrefix: false })`: a tree whose children extend their parent's path. */
export function listRoutes(tree: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?) \(([A-Z, -]+)\)$/.exec(line);
    if (!match) continue;
    const depth = Math.floor((match[1] ?? '').length / 4);
    const url = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = url;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD' && method !== '-') routes.push({ method, url });
    }
  }
  return routes;
}
