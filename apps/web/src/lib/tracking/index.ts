/**
 * First-screen glue of behaviour tracking (decision 028): calls wait in this queue until the tracker's
 * own chunk loads (main.tsx, after the first screen) and takes it over. Page views need no call: the
 * tracker follows the address itself. Nothing here can throw or block.
 */
export interface TrackInput {
  /** A key of TRACKING_POINTS, or 'page' (`route` = path, `search` = its query). */
  point: string;
  route?: string;
  search?: string;
  dynamicName?: string;
  dynamicValue?: string;
  /** A question sent: its channel type (the chat-tracking record's scene) and kind ('regenerate'). */
  scene?: string;
  kind?: string;
}

/** Bounded: if the tracker never loads (offline, blocked), the queue stops growing. */
export const trackQueue = {
  held: [] as TrackInput[],
  send: (event: TrackInput): void => void (trackQueue.held.length < 300 && trackQueue.held.push(event)),
};

export const track = (event: TrackInput) => trackQueue.send(event);
