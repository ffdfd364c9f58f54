/**
 * Messages mounted at first; nearing the top mounts this many more. Small steps keep each mount under
 * 100 ms on a phone-class CPU (an answer with Markdown and product cards costs several ms to mount
 * there; bench/README.md, decision 013).
 */
export const WINDOW_STEP = 12;

/** The newest messages always render in full; older ones may skip rendering while off screen. */
export const ALWAYS_RENDERED = 4;
