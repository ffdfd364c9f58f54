import pxtorem from 'postcss-pxtorem';

// Our CSS is written in 750-px design units: 75 design px = 1 rem, and the root font size is a tenth
// of the viewport width (src/lib/layout/root-font-size.ts). The UI kit keeps its own px sizes.
export default {
  plugins: [
    pxtorem({
      rootValue: 75,
      // --fixed-* custom properties hold CSS px that must not scale with the screen (tap and input minimums).
      propList: ['*', '!--fixed-*'],
      // 1px hairlines stay 1px.
      minPixelValue: 2,
      exclude: /node_modules/i,
    }),
  ],
};
