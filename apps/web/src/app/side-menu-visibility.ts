/** Spec §2: these pages (any letter case) show no side menu; `/lottert` is spelled as the spec has it. */
const PATHS_WITHOUT_SIDE_MENU = ['/seamless', '/lottery', '/lottert', '/vnlottery', '/sealottery'];

/** Whether the page at `pathname` hides the side menu. */
export function hidesSideMenu(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return PATHS_WITHOUT_SIDE_MENU.some((hidden) => path === hidden || path.startsWith(`${hidden}/`));
}
