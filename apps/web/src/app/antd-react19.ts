import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __brokerRoot?: Root };

/**
 * antd-mobile 5 renders Toast and Dialog.show with the legacy ReactDOM.render, which React 19 removed.
 * This is the kit's documented hook for React 19 (https://mobile.ant.design/guide/v5-for-19).
 */
export function setupAntdForReact19(): void {
  unstableSetRender((node, container: Container) => {
    container.__brokerRoot ??= createRoot(container);
    const root = container.__brokerRoot;
    root.render(node);
    return async () => {
      // Unmount after the current render finishes; unmounting during it warns.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container.__brokerRoot;
    };
  });
}
