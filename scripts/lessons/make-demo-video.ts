/**
 * Makes the demo lesson's video (data/lessons/media/quick-start.mp4) and its poster from the app's own
 * screens: the real server and web app (built), the system Chromium at 390×844, one screenshot per
 * step, each drawn on a 540×720 canvas with a caption, encoded to H.264 by Chromium's WebCodecs
 * VideoEncoder (no ffmpeg on the machine, none needed) and muxed here into a progressive MP4 (moov
 * first, so playback starts before the whole file arrived) by mp4-muxer. Deterministic frame times;
 * run again after the screens change:
 *
 *   npm run build && npm run lessons:video
 */
import fs from 'node:fs';
import path from 'node:path';
import { ArrayBufferTarget, Muxer } from 'mp4-muxer';
import { GUIDE_FLAG_ID } from '../../packages/contract/src/limits.js';
import { createAgent, signInContext } from '../../e2e/helpers/agent.js';
import { launchBrowser, newPhonePage } from '../../e2e/helpers/browser.js';
import { answerSettled, ask, SELECTION } from '../../e2e/helpers/chat.js';
import { startServer } from '../../e2e/helpers/server.js';

const OUT_DIR = path.resolve('data/lessons/media');
const WIDTH = 540;
const HEIGHT = 720;
const FPS = 15;
const SCENE_SECONDS = 5;
const FADE_SECONDS = 0.5;
const BITRATE = 280_000;

interface Scene {
  caption: string;
  detail: string;
  png: string;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const agent = await createAgent(server, 'VIDEO01', '演示经纪人');
  await agent.api('POST', '/v1/pup/status', { ppName: GUIDE_FLAG_ID });
  const { page, context } = await newPhonePage(browser, server.url);
  await signInContext(context, agent);
  const shots: Scene[] = [];
  const shoot = async (caption: string, detail: string) => {
    await page.waitForTimeout(400);
    shots.push({ caption, detail, png: (await page.screenshot()).toString('base64') });
  };

  await page.goto('/#/index');
  await page.getByText('您想问哪一类问题').waitFor();
  await shoot('选择问题类型', '首页按类型列出推荐问题，点一下就能直接提问');

  await ask(page, SELECTION);
  await answerSettled(page);
  await page.locator('.msg--send').last().scrollIntoViewIfNeeded();
  await shoot('把条件说完整', '说清年龄、预算和险种，回答附上产品卡片和示例保费');

  await ask(page, '第二款保费多少');
  const answer = await answerSettled(page);
  await answer.scrollIntoViewIfNeeded();
  await shoot('接着追问', '用“第二款”“这款”指代列表里的产品，不用重复名称');

  await page.getByRole('button', { name: '打开菜单' }).tap();
  await page.getByRole('dialog', { name: '我的' }).waitFor();
  await shoot('菜单里的工具和历史', '历史对话、产品对比、保费试算和操作指引都在右上角菜单');

  await page.goto('/#/tutorial');
  await page.getByRole('list', { name: '操作指引目录' }).waitFor();
  await shoot('随时查看操作指引', '每篇几分钟读完，看完可以回到对话接着问');
  await context.close();

  // Frames drawn and encoded in the browser (WebCodecs needs a secure context: the local server).
  const work = await browser.newPage();
  await work.goto(`${server.url}/healthz`);
  // tsx names the functions it compiles with a helper the page does not have.
  await work.evaluate('window.__name = (f) => f');
  const encoded = await work.evaluate(
    async ({ scenes, W, H, fps, sceneSeconds, fadeSeconds, bitrate }) => {
      const images = await Promise.all(
        scenes.map(async (s) => {
          const bytes = Uint8Array.from(atob(s.png), (c) => c.charCodeAt(0));
          return createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        }),
      );
      const canvas = new OffscreenCanvas(W, H);
      const g = canvas.getContext('2d');
      if (!g) throw new Error('no 2d context');
      const font = '"Noto Sans CJK SC", "Noto Sans SC", sans-serif';
      const phoneH = 560;
      const phoneW = Math.round((phoneH * 390) / 844);
      const phoneX = Math.round((W - phoneW) / 2);
      const phoneY = 28;
      const drawScene = (i: number, alpha: number) => {
        const img = images[i];
        const scene = scenes[i];
        if (!img || !scene) return;
        g.globalAlpha = alpha;
        g.save();
        g.beginPath();
        g.roundRect(phoneX, phoneY, phoneW, phoneH, 18);
        g.clip();
        g.drawImage(img, phoneX, phoneY, phoneW, phoneH);
        g.restore();
        g.fillStyle = '#ffffff';
        g.font = `600 30px ${font}`;
        g.textAlign = 'center';
        g.fillText(`${i + 1}. ${scene.caption}`, W / 2, phoneY + phoneH + 52);
        g.fillStyle = '#c9d6f2';
        g.font = `20px ${font}`;
        g.fillText(scene.detail, W / 2, phoneY + phoneH + 88);
        g.globalAlpha = 1;
      };
      const total = scenes.length * sceneSeconds * fps;
      const chunks: { data: number[]; type: string; timestamp: number; duration: number }[] = [];
      let description: number[] | undefined;
      let failure: unknown;
      const encoder = new VideoEncoder({
        output: (chunk, meta) => {
          const data = new Uint8Array(chunk.byteLength);
          chunk.copyTo(data);
          chunks.push({
            data: Array.from(data),
            type: chunk.type,
            timestamp: chunk.timestamp,
            duration: chunk.duration ?? Math.round(1e6 / fps),
          });
          const d = meta?.decoderConfig?.description;
          if (d && !description)
            description = Array.from(
              ArrayBuffer.isView(d)
                ? new Uint8Array(d.buffer, d.byteOffset, d.byteLength)
                : new Uint8Array(d),
            );
        },
        error: (e) => {
          failure = e;
        },
      });
      encoder.configure({
        codec: 'avc1.42001f',
        width: W,
        height: H,
        bitrate,
        framerate: fps,
        latencyMode: 'quality',
        avc: { format: 'avc' },
      });
      let poster = '';
      for (let f = 0; f < total; f += 1) {
        const t = f / fps;
        const i = Math.floor(t / sceneSeconds);
        const into = t - i * sceneSeconds;
        const bg = g.createLinearGradient(0, 0, 0, H);
        bg.addColorStop(0, '#1c3f8f');
        bg.addColorStop(1, '#0d1f4a');
        g.fillStyle = bg;
        g.fillRect(0, 0, W, H);
        // Cross-fade into the next scene over the last half second.
        const fade = Math.max(0, (into - (sceneSeconds - fadeSeconds)) / fadeSeconds);
        drawScene(i, 1);
        if (fade > 0 && i + 1 < scenes.length) drawScene(i + 1, fade);
        // Where the video is, as a thin bar at the bottom.
        g.fillStyle = 'rgba(255,255,255,0.25)';
        g.fillRect(0, H - 6, W, 6);
        g.fillStyle = '#ffffff';
        g.fillRect(0, H - 6, Math.round((W * (f + 1)) / total), 6);
        if (f === 0) {
          const blob = await canvas.convertToBlob({ type: 'image/png' });
          poster = btoa(String.fromCharCode(...new Uint8Array(await blob.arrayBuffer())));
        }
        const frame = new VideoFrame(canvas, { timestamp: Math.round((f * 1e6) / fps) });
        encoder.encode(frame, { keyFrame: f % (fps * 2) === 0 });
        frame.close();
        if (encoder.encodeQueueSize > 8) await new Promise((r) => setTimeout(r, 5));
      }
      await encoder.flush();
      encoder.close();
      if (failure) throw new Error(String(failure));
      return { chunks, description, poster };
    },
    {
      scenes: shots,
      W: WIDTH,
      H: HEIGHT,
      fps: FPS,
      sceneSeconds: SCENE_SECONDS,
      fadeSeconds: FADE_SECONDS,
      bitrate: BITRATE,
    },
  );
  if (!encoded.description) throw new Error('the encoder gave no avcC description');

  const muxer = new Muxer({
    target: new ArrayBufferTarget(),
    video: { codec: 'avc', width: WIDTH, height: HEIGHT, frameRate: FPS },
    fastStart: 'in-memory',
  });
  for (const [i, c] of encoded.chunks.entries()) {
    muxer.addVideoChunkRaw(
      Uint8Array.from(c.data),
      c.type as 'key' | 'delta',
      c.timestamp,
      c.duration,
      i === 0
        ? {
            decoderConfig: {
              codec: 'avc1.42001f',
              codedWidth: WIDTH,
              codedHeight: HEIGHT,
              description: Uint8Array.from(encoded.description),
            },
          }
        : undefined,
    );
  }
  muxer.finalize();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const video = Buffer.from(muxer.target.buffer);
  fs.writeFileSync(path.join(OUT_DIR, 'quick-start.mp4'), video);
  fs.writeFileSync(path.join(OUT_DIR, 'quick-start-poster.png'), Buffer.from(encoded.poster, 'base64'));
  console.log(
    `quick-start.mp4: ${(video.length / 1024).toFixed(0)} KB, ${encoded.chunks.length} frames, ` +
      `${(encoded.chunks.length / FPS).toFixed(1)} s; quick-start-poster.png`,
  );
} finally {
  await browser.close();
  await server.stop();
}
