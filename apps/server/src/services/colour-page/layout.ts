import type { Line, PageModel, PageSection } from './model.js';
import { h, img, THEMES, type Node, type Palette } from './elements.js';
import { qrDataUri } from './qr.js';

const W = 1080;
const PAD = 56;

function lines(rows: readonly Line[], p: Palette): Node {
  return h(
    'div',
    { flexDirection: 'column', width: '100%' },
    ...rows.map(([label, value], i) =>
      h(
        'div',
        {
          justifyContent: 'space-between',
          padding: '18px 0',
          borderTop: i ? `2px solid ${p.soft}` : 'none',
          fontSize: 34,
        },
        h('div', { color: '#6b7585', flexShrink: 0, marginRight: 32 }, label),
        h('div', { color: p.ink, fontWeight: 700, textAlign: 'right', flexShrink: 1 }, value),
      ),
    ),
  );
}

function bullets(items: readonly string[], p: Palette): Node {
  return h(
    'div',
    { flexDirection: 'column', width: '100%' },
    ...items.map((text) =>
      h(
        'div',
        { alignItems: 'flex-start', padding: '12px 0', fontSize: 34, lineHeight: 1.5, color: p.ink },
        h('div', {
          width: 14,
          height: 14,
          borderRadius: 7,
          background: p.accent,
          marginTop: 20,
          marginRight: 22,
          flexShrink: 0,
        }),
        h('div', { flex: 1 }, text),
      ),
    ),
  );
}

const wan = (v: number) => (v >= 10_000 ? `${Math.round(v / 1000) / 10}万` : `${Math.round(v)}`);

/** Bars drawn as boxes, labels as text: no SVG text, so nothing depends on fonts inside an image. */
function chart(section: Extract<PageSection, { kind: 'illustration' }>, p: Palette): Node {
  const step = Math.max(1, Math.ceil(section.points.length / 10));
  const points = section.points.filter((_, i) => i % step === 0 || i === section.points.length - 1);
  const max = Math.max(...points.map((x) => x.value), 1);
  return h(
    'div',
    { flexDirection: 'column', width: '100%' },
    h('div', { fontSize: 28, color: '#6b7585', marginBottom: 16 }, `${section.column}（元）随保单年度`),
    h(
      'div',
      { alignItems: 'flex-end', justifyContent: 'space-between', height: 380, width: '100%' },
      ...points.map((x) =>
        h(
          'div',
          { flexDirection: 'column', alignItems: 'center', width: Math.floor((W - PAD * 4) / points.length) },
          h('div', { fontSize: 22, color: p.ink, marginBottom: 6 }, wan(x.value)),
          h('div', {
            width: 44,
            height: Math.max(4, Math.round((x.value / max) * 300)),
            background: p.accent,
            borderRadius: '8px 8px 0 0',
          }),
        ),
      ),
    ),
    h(
      'div',
      { justifyContent: 'space-between', width: '100%', borderTop: `3px solid ${p.accent}`, paddingTop: 8 },
      ...points.map((x) =>
        h(
          'div',
          {
            flexDirection: 'column',
            alignItems: 'center',
            width: Math.floor((W - PAD * 4) / points.length),
            fontSize: 22,
            color: '#6b7585',
          },
          h('div', {}, `第${x.year}年`),
          h('div', {}, `${x.age}岁`),
        ),
      ),
    ),
  );
}

function body(section: PageSection, p: Palette): Node {
  switch (section.kind) {
    case 'highlights':
    case 'claims':
      return bullets(section.items, p);
    case 'cover':
    case 'premium':
      return lines(section.lines, p);
    case 'illustration':
      return chart(section, p);
    case 'insurer':
      return h(
        'div',
        { flexDirection: 'column', width: '100%' },
        lines(section.lines, p),
        h('div', { fontSize: 30, color: '#6b7585', lineHeight: 1.6, marginTop: 12 }, section.description),
      );
  }
}

function card(section: PageSection, p: Palette): Node {
  return h(
    'div',
    { flexDirection: 'column', background: '#fff', borderRadius: 28, padding: '36px 44px', marginBottom: 32 },
    h(
      'div',
      { alignItems: 'center', marginBottom: 16 },
      h('div', { width: 10, height: 40, background: p.accent, borderRadius: 5, marginRight: 20 }),
      h('div', { fontSize: 42, fontWeight: 700, color: p.ink }, section.title),
    ),
    body(section, p),
  );
}

function agentCard(m: PageModel, p: Palette): Node {
  const initial = m.agent.realName.slice(0, 1);
  const avatar = m.agent.photo
    ? img(m.agent.photo, 150, { borderRadius: 75, objectFit: 'cover' })
    : h(
        'div',
        {
          width: 150,
          height: 150,
          borderRadius: 75,
          background: p.accent,
          color: '#fff',
          fontSize: 64,
          fontWeight: 700,
          alignItems: 'center',
          justifyContent: 'center',
        },
        initial,
      );
  return h(
    'div',
    { background: '#fff', borderRadius: 28, padding: '36px 44px', alignItems: 'center', marginBottom: 32 },
    avatar,
    h(
      'div',
      { flexDirection: 'column', flex: 1, marginLeft: 36, marginRight: 24 },
      h('div', { fontSize: 44, fontWeight: 700, color: p.ink }, m.agent.realName),
      h('div', { fontSize: 30, color: '#6b7585', marginTop: 10 }, `工号 ${m.agent.workId}`),
      h('div', { fontSize: 34, color: p.accent, fontWeight: 700, marginTop: 10 }, `电话 ${m.agent.phone}`),
    ),
    h(
      'div',
      { flexDirection: 'column', alignItems: 'center' },
      img(qrDataUri(m.shareUrl, p.ink), 210),
      h('div', { fontSize: 24, color: '#6b7585', marginTop: 8 }, '扫码查看在线版'),
    ),
  );
}

/** One tile of the watermark: the text once, turned, faint. */
export const watermarkTile = (text: string): Node =>
  h(
    'div',
    { width: 540, height: 360, alignItems: 'center', justifyContent: 'center' },
    h(
      'div',
      { fontSize: 34, color: 'rgba(0,0,0,0.08)', transform: 'rotate(-24deg)', whiteSpace: 'nowrap' },
      text,
    ),
  );

export type { Node };

/** A full-width band of the page: its background, and `content` between the page's side margins. */
const band = (p: Palette, ...content: Node[]): Node =>
  h(
    'div',
    { flexDirection: 'column', width: W, background: p.page },
    h('div', { flexDirection: 'column', padding: `0 ${PAD}px` }, ...content),
  );

/**
 * The page as bands drawn one under another (decision 043): the header with the plan card that overlaps
 * it, each section's card, the agent's card, the notices. Each band is a picture of its own content, so
 * the bands that do not name the customer (a product's highlights, cover, claims, insurer) are drawn
 * once per product and theme and reused. Every card keeps its bottom margin inside its band, so the
 * stacked bands are the page as one layout would draw it. The watermark is laid over the stacked page.
 */
export function pageBands(m: PageModel): Node[] {
  const p = THEMES[m.theme];
  const header = h(
    'div',
    {
      flexDirection: 'column',
      padding: `72px ${PAD + 8}px 120px`,
      backgroundImage: `linear-gradient(135deg, ${p.header}, ${p.headerEnd})`,
      color: '#fff',
    },
    h('div', { fontSize: 30, opacity: 0.85 }, `${m.company} · ${m.productType}`),
    h('div', { fontSize: 64, fontWeight: 700, marginTop: 20, lineHeight: 1.3 }, m.productName),
    h('div', { fontSize: 36, marginTop: 36 }, m.greeting),
    h('div', { fontSize: 30, marginTop: 12, opacity: 0.85 }, m.customerLine),
  );
  const plan = h(
    'div',
    {
      background: '#fff',
      borderRadius: 28,
      padding: '36px 44px',
      marginTop: -80,
      marginBottom: 32,
      flexWrap: 'wrap',
    },
    ...m.planLines.map(([label, value]) =>
      h(
        'div',
        { flexDirection: 'column', width: '50%', padding: '12px 0' },
        h('div', { fontSize: 28, color: '#6b7585' }, label),
        h('div', { fontSize: 44, fontWeight: 700, color: p.accent, marginTop: 6 }, value),
      ),
    ),
  );
  const notices = h(
    'div',
    { flexDirection: 'column', padding: '8px 12px 48px' },
    ...m.notices.map((n) => h('div', { fontSize: 28, color: '#6b7585', lineHeight: 1.6 }, `※ ${n}`)),
  );
  return [
    h(
      'div',
      { flexDirection: 'column', width: W, background: p.page },
      header,
      h('div', { flexDirection: 'column', padding: `0 ${PAD}px` }, plan),
    ),
    ...m.sections.map((s) => band(p, card(s, p))),
    band(p, agentCard(m, p)),
    band(p, notices),
  ];
}
