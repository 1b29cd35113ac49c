export { NotifierBridge } from './NotifierBridge';
export { startFeedback, capturePage } from './feedbackFlow';
