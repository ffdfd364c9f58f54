import type { ColourPageTheme } from '@broker/contract';

/** A satori element: the plain object form of what JSX would build. */
export interface Node {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: Child | Child[];
    src?: string;
    width?: number;
    height?: number;
  };
}
export type Child = Node | string | null;

export const h = (type: string, style: Record<string, unknown>, ...children: Child[]): Node => ({
  type,
  props: { style: { display: 'flex', ...style }, children: children.filter((c) => c !== null) },
});
export const img = (src: string, size: number, style: Record<string, unknown> = {}): Node => ({
  type: 'img',
  props: { src, width: size, height: size, style: { width: size, height: size, ...style } },
});

export interface Palette {
  name: string;
  header: string;
  headerEnd: string;
  accent: string;
  soft: string;
  page: string;
  ink: string;
}

/** Three looks: 经典蓝 (trust), 活力橙 (warmth), 雅致金 (premium). */
export const THEMES: Record<ColourPageTheme, Palette> = {
  classic: {
    name: '经典蓝',
    header: '#1d4fa8',
    headerEnd: '#3a7be0',
    accent: '#1d4fa8',
    soft: '#eaf1fc',
    page: '#f4f7fc',
    ink: '#1b2433',
  },
  vitality: {
    name: '活力橙',
    header: '#e2531f',
    headerEnd: '#f59a3c',
    accent: '#d9491a',
    soft: '#fff1e6',
    page: '#fff8f2',
    ink: '#2b1d14',
  },
  elegant: {
    name: '雅致金',
    header: '#1f2a36',
    headerEnd: '#3b4a5c',
    accent: '#a67c2e',
    soft: '#f7f1e4',
    page: '#faf7f0',
    ink: '#1f2a36',
  },
};
