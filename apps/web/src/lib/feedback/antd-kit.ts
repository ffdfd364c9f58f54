// The kit's overlay components, in their own chunk (see ./index.ts).
export { Dialog, Toast } from 'antd-mobile';
