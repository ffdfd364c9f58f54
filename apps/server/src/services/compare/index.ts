export { compareService, type CompareService } from './compare-service.js';
export { deleteStaleViewCounters, sharePath, shareService, type ShareService } from './share-service.js';
export { attachmentDisposition } from './image.js';
