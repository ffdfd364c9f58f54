// Running as several instances (decision 035): what instances share, or this process alone.
export { openSharedState, singleProcessState, type SharedState, type ScaleMode } from './shared-state.js';
export {
  sharedCounters,
  sharedWindowCounter,
  type WindowCounter,
  type ThrottleCounters,
} from './shared-counters.js';
