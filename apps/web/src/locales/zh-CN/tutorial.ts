/**
 * The operation guide's screens (/tutorial, /tutorial/detail, /xgplayer). The lessons themselves are the
 * operators' content on the server; the shipped ones are data/lessons/*.md (decision 027).
 */

export const tutorialText = {
  listIntro: '展业助手常用功能的用法，每篇几分钟读完，按需点开。',
  listLabel: '操作指引目录',
  position: (n: number, total: number) => `第 ${n} 篇 / 共 ${total} 篇`,
  stepsLabel: '操作步骤',
  tip: '提示',
  pagerLabel: '上一篇和下一篇',
  previous: '上一篇',
  next: '下一篇',
  lastLesson: '已是最后一篇',
  backToContents: '返回目录',
  notFoundTitle: '没有找到这篇指引',
  missingTitle: '链接不完整，没有指明要看哪篇指引',
  notFoundBody: '这篇指引可能已下线，或链接已失效，请在目录中查看全部指引。',
  backToList: '查看全部指引',
  emptyList: '暂时还没有指引，运营人员发布后会显示在这里。',
  loadingList: '正在加载指引…',
  loadingLesson: '正在加载这篇指引…',
  video: '视频',
  videoLength: (length: string) => `视频 ${length}`,
  watchVideo: '观看视频',
  watchVideoOf: (title: string) => `观看视频：${title}`,
  lastWatched: (at: string) => `上次看到 ${at}`,
  resumed: (at: string) => `已从上次看到的 ${at} 继续播放`,
  restart: '从头播放',
  readLesson: '阅读图文',
  noVideoTitle: '这篇指引没有视频',
  noVideoBody: '可以阅读这篇指引的图文内容。',
  playFailed: '视频无法播放，请检查网络后重试',
  playerLabel: '视频播放器',
  loadingPlayer: '正在准备播放器…',
} as const;
