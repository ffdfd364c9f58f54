import { useEffect, type RefObject } from 'react';

/** Below this gap between the layout and the visual viewport, no keyboard is up. */
const KEYBOARD_MIN_PX = 80;

/**
 * Keeps the screen inside the part of the page the soft keyboard leaves visible. Android browsers
 * resize the layout viewport themselves; iOS (and some WeCom/X5 web views) only shrink the visual
 * viewport and pan the page, which would push the header out and leave the input under the keyboard.
 * There the screen takes the visual viewport's height and the pan is undone.
 */
export function useKeyboardViewport(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const vv = window.visualViewport;
    const el = ref.current;
    if (!vv || !el) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const covered = window.innerHeight - vv.height;
        if (covered > KEYBOARD_MIN_PX) {
          el.style.height = `${vv.height}px`;
          if (window.scrollY !== 0 || document.documentElement.scrollTop !== 0) window.scrollTo(0, 0);
        } else {
          el.style.height = '';
        }
      });
    };
    vv.addEventListener('resize', update);
    vv.addEventListener('scroll', update);
    return () => {
      cancelAnimationFrame(frame);
      vv.removeEventListener('resize', update);
      vv.removeEventListener('scroll', update);
      el.style.height = '';
    };
  }, [ref]);
}
