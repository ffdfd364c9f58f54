import eruda from 'eruda';

// Loaded by debug-console.ts only for the work ids an operator listed (decision 030); a module runs once.
eruda.init();
// Its button starts on the left, halfway down: the default corner would cover the send button.
eruda.position({ x: 8, y: Math.round(window.innerHeight / 2) });
