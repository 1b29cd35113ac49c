export { fitCanvas, RESCALE_DELAY_MS } from './model/scale';
