// The kit's overlay components, in their own chunk (see ./index.ts).
import { setupAntdForReact19 } from '../../app/antd-react19';

// Imperative overlays (Toast.show, Dialog.show) need the React 19 render hook; it lives with them, out
// of the first screen.
setupAntdForReact19();

export { Dialog, Toast } from 'antd-mobile';
