/** Spec §2 page layout: the root font size is a tenth of the viewport width, within these caps. */
export const MAX_PORTRAIT_ROOT_PX = 50;
export const LANDSCAPE_ROOT_PX = 37.5;

/** Pure: root font size in px for a viewport. Landscape is fixed so wide screens do not blow up the UI. */
export function computeRootFontSize(width: number, height: number): number {
  if (width > height) return LANDSCAPE_ROOT_PX;
  return Math.min(width / 10, MAX_PORTRAIT_ROOT_PX);
}

/** Keeps `<html>`'s font size in step with the viewport; returns a function that stops it. */
export function installRootFontSize(win: Window = window): () => void {
  const apply = () => {
    const root = win.document.documentElement;
    const width = root.clientWidth || win.innerWidth;
    const height = root.clientHeight || win.innerHeight;
    if (width > 0) root.style.fontSize = `${computeRootFontSize(width, height)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  // Pages restored from the back-forward cache may come back at another size.
  win.addEventListener('pageshow', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
    win.removeEventListener('pageshow', apply);
  };
}
