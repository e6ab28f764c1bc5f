/** The home page and its aliases; /login and /register add their popup (see PopupHost). */
export const HOME_PATHS = ['index', 'index.html', 'home', 'login', 'register'];

/** Whether a pathname shows the home page (any letter case, as the router matches). */
export function isHomePath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').replace(/^\/+/, '').toLowerCase();
  return path === '' || HOME_PATHS.includes(path);
}
